/** Where the e2e suite's two servers listen (playwright.config.ts starts both). */
const port = Number(process.env.E2E_PORT ?? 4399);

/** The build as it ships (dist/): no analytics, no consent banner. */
export const baseURL = `http://127.0.0.1:${port}`;
/** The same site built with Google Analytics on (scripts/analytics-build.ts): the consent tests' server. */
export const analyticsURL = `http://127.0.0.1:${port + 1}`;
export const ports = { base: port, analytics: port + 1 };
