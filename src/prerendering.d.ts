/** Newer than TypeScript's DOM types: the moment a prerendered page was shown (0 when it was not prerendered). */
interface PerformanceNavigationTiming {
  readonly activationStart: number;
}

interface Document {
  /** A page the browser prepares before the visitor opens it (Speculation Rules). */
  readonly prerendering?: boolean;
}
