interface ImportMetaEnv {
  /** A Google Analytics 4 measurement ID ("G-..."), given at build; none by default. */
  readonly PUBLIC_GA4_ID?: string;
  /** "1" in the test build beside dist/ (scripts/analytics-build.ts): lets a test make an island fail. */
  readonly PUBLIC_TEST_HOOKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /**
   * Clicks made before the page's scripts started (they wait for the first paint),
   * kept by the layout's inline listener for PageScripts to count; undefined once it has.
   */
  earlyClicks?: Event[];
}
