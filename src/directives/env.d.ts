import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint, when the browser is idle (src/directives/settled.ts). */
    'client:settled'?: boolean;
  }
}
