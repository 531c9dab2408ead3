/**
 * Artwork for services, places and the home page. Files in src/assets/art/ are looked up
 * by name, and a photo (.jpg, .jpeg, .png, .webp, .avif) beats the SVG of the same name,
 * so dropping a photo into the folder replaces an illustration without code changes.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

export interface Artwork {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

const files = import.meta.glob<{ default: ImageMetadata }>('../assets/art/**/*.{svg,jpg,jpeg,png,webp,avif}', {
  eager: true,
});
const PHOTO_FIRST = ['avif', 'webp', 'jpg', 'jpeg', 'png', 'svg'];

function find(name: string): ImageMetadata | undefined {
  for (const ext of PHOTO_FIRST) {
    const file = files[`../assets/art/${name}.${ext}`];
    if (file) return file.default;
  }
  return undefined;
}

/**
 * The artwork named, e.g. "services/raccoon-removal", trying each name in turn
 * ("cities/brampton", then "provinces/on"). `width` is the largest size the layout shows.
 */
export async function artwork(names: string[], width: number): Promise<Artwork> {
  const image = names.map(find).find(Boolean);
  if (!image) throw new Error(`src/assets/art/: no artwork named ${names.join(' or ')}`);
  if (image.format === 'svg') return { src: image.src, width: image.width, height: image.height };
  const widths = [Math.round(width / 2), width, width * 2].filter((w) => w <= image.width);
  const result = await getImage({ src: image, width: Math.min(width, image.width), widths, format: 'webp' });
  return {
    src: result.src,
    srcset: result.srcSet.attribute,
    width: Number(result.attributes.width),
    height: Number(result.attributes.height),
  };
}
