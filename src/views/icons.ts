/**
 * The logo as the icons browsers and phones ask for by name: /favicon.ico (16, 32 and 48 px, for
 * tabs, bookmarks and the browsers that never read the page's SVG icon) and
 * /apple-touch-icon.png (180 px on white, for a phone's home screen). Drawn at build with sharp.
 */
import { readFileSync } from 'node:fs';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const logo = () => readFileSync('src/assets/favicon.svg');

export async function faviconIco(): Promise<Buffer> {
  const pngs = await Promise.all(
    [16, 32, 48].map((size) => sharp(logo(), { density: 300 }).resize(size, size).png().toBuffer()),
  );
  return pngToIco(pngs);
}

export async function appleTouchIcon(): Promise<Buffer> {
  const mark = await sharp(logo(), { density: 600 }).resize(140, 140).png().toBuffer();
  return sharp({ create: { width: 180, height: 180, channels: 3, background: '#ffffff' } })
    .composite([{ input: mark, top: 20, left: 20 }])
    .png()
    .toBuffer();
}
