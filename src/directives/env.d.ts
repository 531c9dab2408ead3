import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint, when the browser is idle (src/directives/settled.ts). */
    'client:settled'?: boolean;
    /** Hydrate on the first press, focus or click on an element the selector matches (src/directives/use.ts). */
    'client:use'?: string;
  }
}
