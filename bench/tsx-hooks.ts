/**
 * Loaded with `node --import` by `npm run bench:inbox`: Node strips types from .ts files but
 * does not compile JSX, so the server's .tsx modules (the inbox) are compiled by esbuild, the
 * same compiler the server's build uses, as they load.
 */
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
    const file = fileURLToPath(url);
    const { code } = transformSync(readFileSync(file, 'utf8'), {
      loader: 'tsx',
      jsx: 'automatic',
      format: 'esm',
      sourcefile: file,
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
