import type { ImgHTMLAttributes } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  art: ArtworkData;
  /** Describes the picture; pass "" when it only decorates text that says the same. */
  alt: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
}

export function Artwork({ art, alt, priority = false, sizes, ...rest }: Props) {
  // `sizes` only means something with a `srcset`; an SVG is one file, and HTML forbids `sizes` alone.
  return (
    <img
      src={art.src}
      srcSet={art.srcset}
      sizes={art.srcset ? sizes : undefined}
      width={art.width}
      height={art.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
