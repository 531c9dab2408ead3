interface ImportMetaEnv {
  /** A Google Analytics 4 measurement ID ("G-..."), given at build; none by default (issue 16). */
  readonly PUBLIC_GA4_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
