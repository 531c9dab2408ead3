/**
 * The end-to-end tests drive Debian's Chromium headless shell (scripts/chromium.ts). Install it
 * when missing and we are root; otherwise say in one line what to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { testChromiumLaunchOptions } from './chromium.ts';

const chromiumPath = testChromiumLaunchOptions.executablePath;

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
      stdio: 'inherit',
    });
  } else {
    console.error(`Chromium not found at ${chromiumPath}. Run: sudo apt-get install -y chromium-headless-shell`);
    process.exit(1);
  }
}
