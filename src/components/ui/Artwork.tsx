import type { ImgHTMLAttributes } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  art: ArtworkData;
  /** Describes the picture; pass "" when it only decorates text that says the same. */
  alt: string;
  /**
   * In the first screen, fetched at once: 'high' when it is what a phone paints largest (the
   * page's largest contentful paint), 'low' when it is decoration the text should not wait
   * for. Without it the picture loads lazily, and not at all while it is hidden.
   * A 'high' illustration is written into the page, so it paints with the text.
   */
  priority?: 'high' | 'low';
}

export function Artwork({ art, alt, priority, sizes, ...rest }: Props) {
  // `sizes` only means something with a `srcset`; an SVG is one file, and HTML forbids `sizes` alone.
  return (
    <img
      src={priority === 'high' && art.dataUri ? art.dataUri : art.src}
      srcSet={art.srcset}
      sizes={art.srcset ? sizes : undefined}
      width={art.width}
      height={art.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority}
      {...rest}
    />
  );
}
