import type { Plugin } from 'vite';

/**
 * @astrojs/react renders with React's streaming renderer unless `experimentalDisableStreaming`
 * is set; then it calls `renderToString(vnode)` without the island's `identifierPrefix`, so two
 * islands on a page get the same `useId` ids (`_R_2_`), the menus' aria-controls point at the
 * wrong element and hydration does not match. This passes the options the streaming path gets.
 * The synchronous renderer made `astro build` about 40% faster (6,601 pages: 57.5 s to 34.8 s):
 * no stream, no encoding and decoding of every chunk, for every component and every renderer
 * check. Like shipped.ts, it stops the build if the code it fixes changes shape.
 */
const unfixed = 'ReactDOM.renderToString(vnode)';
const fixed = 'ReactDOM.renderToString(vnode, renderOptions)';

export function fixReactStringIds(code: string): string {
  if (code.includes(fixed)) return code;
  if (!code.includes(unfixed) || !code.includes('const renderOptions')) {
    throw new Error(
      '@astrojs/react changed how it renders to a string: check that islands keep their useId prefix, then update src/directives/react-ids.ts',
    );
  }
  return code.replace(unfixed, fixed);
}

export function reactStringIds(): Plugin {
  return {
    name: 'northpaw:react-string-ids',
    transform(code, id) {
      if (!/[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/.test(id.split('?')[0] ?? '')) return;
      return { code: fixReactStringIds(code), map: null };
    },
  };
}
