/**
 * Each page's share image (what a link to it shows on social networks and in messages), drawn
 * at build with sharp: the page's artwork under a band with the business's name and the page's
 * title (the place's, the service's or the post's), in the page's language. One image per
 * place, service and post, and one for the site's other pages: a city's service pages share the
 * service's. Written to /share/{lang}/{key}.png by src/pages/share/[...image].ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { strings } from '../i18n/dictionary.ts';
import { allCities, allGreaterAreas } from '../lib/catalogue.ts';
import { reachIn } from '../lib/claims.ts';
import { fill } from '../lib/text.ts';
import { languages, type Lang } from '../lib/i18n.ts';
import { shareCardSvg, shareSize } from '../lib/share-card.ts';
import { site } from '../site.config.ts';
import { getCatalogue, getPosts } from './content.ts';

/** The first artwork file found under src/assets/art/ by name, a photo before a drawing. */
function artworkFile(names: string[]): string {
  for (const name of names)
    for (const ext of ['avif', 'webp', 'jpg', 'jpeg', 'png', 'svg']) {
      const file = `src/assets/art/${name}.${ext}`;
      if (existsSync(file)) return file;
    }
  throw new Error(`src/assets/art/: no artwork named ${names.join(' or ')}`);
}

export interface ShareImage {
  lang: Lang;
  key: string;
  art: string[];
  title: string;
}

/** Every share image of the site, in both languages. */
export async function shareImages(): Promise<ShareImage[]> {
  const images: ShareImage[] = [];
  for (const lang of Object.keys(languages) as Lang[]) {
    const catalogue = await getCatalogue(lang);
    const reach = reachIn(catalogue, lang);
    images.push({ lang, key: 'site', art: ['hero'], title: fill(strings(lang).home.shareTitle, { reach }) });
    for (const city of allCities(catalogue))
      images.push({
        lang,
        key: `cities/${city.provinceCode}/${city.slug}`,
        art: [`cities/${city.slug}`, `provinces/${city.provinceCode}`],
        title: city.label,
      });
    for (const area of allGreaterAreas(catalogue))
      images.push({
        lang,
        key: `areas/${area.provinceCode}/${area.slug}`,
        art: [
          `areas/${area.slug}`,
          ...area.cities.slice(0, 1).map((c) => `cities/${c.slug}`),
          `provinces/${area.provinceCode}`,
        ],
        title: area.name,
      });
    for (const service of catalogue.services)
      images.push({ lang, key: `services/${service.slug}`, art: [`services/${service.slug}`], title: service.name });
    for (const post of await getPosts(lang))
      images.push({ lang, key: `blog/${post.id}`, art: [`blog/${post.id}`, post.data.art], title: post.data.title });
  }
  return images;
}

/** The PNG: the artwork fills the lower part, cropped to its busiest part; the band sits on top. */
export async function renderShareImage({ lang, art, title }: ShareImage): Promise<Buffer> {
  const { width, height, band } = shareSize;
  const file = artworkFile(art);
  const drawing = file.endsWith('.svg');
  // Drawn larger than needed and scaled down, so the drawing's edges stay crisp.
  const picture = await sharp(readFileSync(file), drawing ? { density: 144 } : {})
    // A 3:1 strip of a 16:10 drawing: cropped from the bottom, it cut off the animal on the roof
    // (the raccoon, the squirrel, the bats); sharp's entropy crop keeps it, and every skyline
    // (all 46 drawings looked at both ways).
    .resize(width, height - band, { fit: 'cover', position: 'entropy' })
    .toBuffer();
  return (
    sharp({ create: { width, height, channels: 3, background: '#163828' } })
      .composite([
        { input: picture, top: band, left: 0 },
        { input: Buffer.from(shareCardSvg(site.names[lang], title)), top: 0, left: 0 },
      ])
      // A drawing's flat colours fit the palette as they are: dithering changed no pixel measurably
      // (mean error 0.004 to 0.026 of 255 either way, the same bytes) and took a third of the encoding.
      // The quantiser's least effort finds the same few colours: 1% fewer bytes, a fifth less CPU.
      .png(drawing ? { palette: true, compressionLevel: 9, dither: 0, effort: 1 } : { compressionLevel: 9 })
      .toBuffer()
  );
}
