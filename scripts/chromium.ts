/** Debian's Chromium and the flags this closed network needs (no background traffic; no sandbox as root). */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The whole browser, as a visitor has it: the benchmarks (Lighthouse, navigation) and the screenshots. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/**
 * What the browser tests drive: Debian's chromium-headless-shell, the same Chromium release (same
 * Blink, V8 and network stack) built without the desktop browser's windowing layer, which is what
 * Playwright itself runs for headless Chromium. The whole suite passed on both; on the shell it
 * took half the CPU (454 against 880 CPU seconds on this machine kind, docs/measurements.md), and
 * the suite is bound by CPU. `CHROMIUM_TEST_PATH=/usr/bin/chromium` runs the tests in the full browser.
 */
export const testChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell',
  args,
};
