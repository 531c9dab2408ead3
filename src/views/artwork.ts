/**
 * Artwork for services, places and the home page. Files in src/assets/art/ are looked up
 * by name, and a photo (.jpg, .jpeg, .png, .webp, .avif) beats the SVG of the same name,
 * so dropping a photo into the folder replaces an illustration without code changes.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { svgDataUri } from '../lib/svg-data-uri.ts';

export interface Artwork {
  src: string;
  /**
   * An illustration's own text as a `data:` URL: what a page paints first is drawn from the
   * page itself, without waiting for a request. Photos have none.
   */
  dataUri?: string;
  srcset?: string;
  width: number;
  height: number;
}

const files = import.meta.glob<{ default: ImageMetadata }>('../assets/art/**/*.{svg,jpg,jpeg,png,webp,avif}', {
  eager: true,
});
const svgTexts = import.meta.glob<string>('../assets/art/**/*.svg', { query: '?raw', import: 'default', eager: true });
const PHOTO_FIRST = ['avif', 'webp', 'jpg', 'jpeg', 'png', 'svg'];

function find(name: string): { image: ImageMetadata; path: string } | undefined {
  for (const ext of PHOTO_FIRST) {
    const path = `../assets/art/${name}.${ext}`;
    const file = files[path];
    if (file) return { image: file.default, path };
  }
  return undefined;
}

/**
 * The artwork named, e.g. "services/raccoon-removal", trying each name in turn
 * ("cities/brampton", then "provinces/on"). `width` is the largest size the layout shows.
 */
export async function artwork(names: string[], width: number): Promise<Artwork> {
  const found = names.map(find).find(Boolean);
  if (!found) throw new Error(`src/assets/art/: no artwork named ${names.join(' or ')}`);
  const { image, path } = found;
  if (image.format === 'svg') {
    const text = svgTexts[path];
    return { src: image.src, dataUri: text && svgDataUri(text), width: image.width, height: image.height };
  }
  const widths = [Math.round(width / 2), width, width * 2].filter((w) => w <= image.width);
  const result = await getImage({ src: image, width: Math.min(width, image.width), widths, format: 'webp' });
  return {
    src: result.src,
    srcset: result.srcSet.attribute,
    width: Number(result.attributes.width),
    height: Number(result.attributes.height),
  };
}
