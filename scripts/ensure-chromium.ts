/**
 * The end-to-end tests drive Debian's Chromium. Install it when missing and we are root;
 * otherwise say in one line what to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumLaunchOptions } from './chromium.ts';

const chromiumPath = chromiumLaunchOptions.executablePath;

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(`Chromium not found at ${chromiumPath}. Run: sudo apt-get install -y chromium`);
    process.exit(1);
  }
}
