/**
 * `npm run build`'s step for the content editor, after `astro build`: writes /admin/content/ into
 * the build. Sveltia CMS's own file from its package (the version package.json pins, never a CDN),
 * our script (src/editor/main.ts, with the catalogue written in), and the page that loads both.
 * The page is no page of the site: it is named editor.html, so the server's page routes, the
 * sitemap and the page audits never see it; routes/editor.ts serves it with its own CSP.
 *
 * Sveltia fetches a few things from CDNs as it runs: Immutable.js (which the save hooks need:
 * without it Sveltia skips them, and our schema check with them), its interface's words in other
 * languages than English, and its three fonts. Nothing may come from elsewhere at run time, so the
 * page maps Immutable's CDN address to the package's own file (an import map: Sveltia imports it
 * by that address), main.ts answers the requests for the words with the package's own files, and
 * the fonts are the fontsource packages' files, declared again after Sveltia's own declarations
 * (main.ts), so ours win.
 */
import { copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { load } from 'js-yaml';
import type { EditorCatalogue } from '../src/editor/collections.ts';

const dist = process.env.NORTHPAW_DIST ?? 'dist';
const out = join(dist, 'client', 'admin', 'content');
const require = createRequire(import.meta.url);

async function catalogue(): Promise<EditorCatalogue> {
  type Province = { id: string; name: string };
  const read = async (file: string) => load(await readFile(file, 'utf8'));
  const en = (await read('src/content/provinces.yaml')) as Province[];
  const fr = (await read('src/content/fr/provinces.yaml')) as Province[];
  const slugs = (await readdir('src/content/services')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5));
  const services = await Promise.all(
    slugs.map(async (slug) => {
      const name = async (folder: string) => ((await read(`${folder}/${slug}.yaml`)) as { name: string }).name;
      return { slug, name: { en: await name('src/content/services'), fr: await name('src/content/fr/services') } };
    }),
  );
  return {
    provinces: en.map((p) => ({ id: p.id, name: { en: p.name, fr: fr.find((f) => f.id === p.id)?.name ?? p.name } })),
    services,
  };
}

/** The address Sveltia imports Immutable.js from, as its own code builds it: unpkg, the version it depends on. */
async function immutableAddress(): Promise<string> {
  const sveltiaPackage = JSON.parse(await readFile(join(sveltiaDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const version = sveltiaPackage.dependencies.immutable?.replace(/^\D/, '');
  return `https://unpkg.com/immutable@${version}/dist/immutable.es.js`;
}

/** The fonts Sveltia asks jsdelivr for, from the fontsource packages: [family, package file, its @font-face descriptors]. */
const fonts = [
  [
    'Source Sans 3',
    '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    "font-weight:200 900;font-display:swap;size-adjust:110%;src:url(fonts/source-sans-3.woff2) format('woff2-variations')",
  ],
  [
    'Noto Mono',
    '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
    "font-weight:400;font-display:swap;src:url(fonts/noto-mono.woff2) format('woff2')",
  ],
  [
    'Material Symbols Outlined',
    '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
    "font-weight:400;font-display:block;src:url(fonts/material-symbols-outlined.woff2) format('woff2-variations')",
  ],
] as const;

const page = (importMap: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Northpaw · Content editor</title>
    <script type="importmap">${importMap}</script>
    <script src="/admin/content/editor.js" defer></script>
    <script src="/admin/content/sveltia-cms.js" defer></script>
  </head>
  <body></body>
</html>
`;

await mkdir(join(out, 'fonts'), { recursive: true });
// The package exports only its npm wrapper; its browser file sits beside it, in dist/.
const sveltiaDir = join(dirname(require.resolve('@sveltia/cms')), '..');
await copyFile(join(sveltiaDir, 'dist', 'sveltia-cms.js'), join(out, 'sveltia-cms.js'));
// Its interface's words in every language, and its package.json (main.ts answers its CDN requests with them).
await cp(join(sveltiaDir, 'locales'), join(out, 'sveltia', 'locales'), { recursive: true });
await copyFile(join(sveltiaDir, 'package.json'), join(out, 'sveltia', 'package.json'));
// Immutable as Sveltia's own dependency resolved it.
const immutable = createRequire(join(sveltiaDir, 'package.json')).resolve('immutable');
await copyFile(join(dirname(immutable), 'immutable.es.js'), join(out, 'immutable.es.js'));
const importMap = JSON.stringify({ imports: { [await immutableAddress()]: '/admin/content/immutable.es.js' } });
for (const [, file] of fonts)
  await copyFile(require.resolve(file), join(out, 'fonts', file.replace(/^.*\/files\/(.+?)(-latin.*)$/, '$1.woff2')));
await writeFile(
  join(out, 'fonts.css'),
  fonts
    .map(([family, , descriptors]) => `@font-face{font-family:'${family}';font-style:normal;${descriptors}}`)
    .join('\n') + '\n',
);
await build({
  entryPoints: ['src/editor/main.ts'],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  outfile: join(out, 'editor.js'),
  define: { EDITOR_CATALOGUE: JSON.stringify(await catalogue()) },
  logLevel: 'warning',
});
await writeFile(join(out, 'editor.html'), page(importMap));
