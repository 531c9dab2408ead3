/**
 * The islands integration: registers `client:settled` and `client:use` and ships Astro's island
 * runtime with the pages' directives as one hashed file under /_astro/, cached for a year,
 * instead of inline in every page (src/directives/shipped.ts says why). The page's one inline
 * script (src/directives/head.ts) fetches it after the first paint.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { build } from 'esbuild';
import { storageKeys } from '../lib/storage.ts';
import { shippedDirectives } from './shipped.ts';

const settledEntry = './src/directives/settled.ts';

/**
 * One of Astro's own prebuilt scripts, which the package's `./runtime/*` export reaches but Astro
 * does not document (docs/upgrading-astro.md): a script of another shape stops the build rather
 * than ship a runtime file whose islands never start.
 */
export function prebuilt(code: unknown, defines: string): string {
  if (typeof code !== 'string' || !code.includes(defines)) {
    throw new Error(`Astro's prebuilt scripts have changed (no ${defines}): update src/directives/islands.ts`);
  }
  return code;
}
const useEntry = './src/directives/use.ts';

/** One browser script from TypeScript, minified: the way Astro builds a custom directive. */
async function bundle(contents: string, define: Record<string, string> = {}) {
  const output = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define,
    write: false,
  });
  const [file] = output.outputFiles;
  if (!file) throw new Error('esbuild wrote no browser script');
  return file.text.trim();
}

/** One of our directives, registering itself as Astro's inline directive scripts do. */
const ownDirective = (name: string, entry: string) =>
  bundle(`import directive from '${entry}';
    (self.Astro ||= {})[${JSON.stringify(name)}] = directive;
    dispatchEvent(new Event(${JSON.stringify(`astro:${name}`)}));`);

/** The directives first, each registering itself as Astro's inline scripts do, then the element. */
async function runtimeFile() {
  const directives: Record<(typeof shippedDirectives)[number], string> = {
    visible: prebuilt(visible, '"astro:visible"'),
    settled: await ownDirective('settled', settledEntry),
    use: await ownDirective('use', useEntry),
  };
  const runtime = prebuilt(islandRuntime, 'customElements.define("astro-island"');
  return [...shippedDirectives.map((name) => directives[name]), runtime].join('\n');
}

export function islands(): AstroIntegration {
  let code = '';
  let url = '';
  return {
    name: 'northpaw:islands',
    hooks: {
      'astro:config:setup': async ({ addClientDirective, injectScript }) => {
        addClientDirective({ name: 'settled', entrypoint: settledEntry });
        addClientDirective({ name: 'use', entrypoint: useEntry });
        code = await runtimeFile();
        url = `/_astro/island-runtime.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;
        const head = await bundle(`import './src/directives/head.ts';`, {
          ISLANDS_URL: JSON.stringify(url),
          LOCATION_KEY: JSON.stringify(storageKeys.location),
        });
        injectScript('head-inline', head);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          if (request.url !== url) return next();
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(code);
        });
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(`.${url}`, dir), code);
      },
    },
  };
}
