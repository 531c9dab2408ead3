/**
 * Lighthouse's mobile device, from Lighthouse itself, for the benchmarks that drive Chromium
 * directly (navigation, main thread) to load pages as `bench:lighthouse` does.
 */
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';

// Lighthouse types it as Required<settings | undefined>, which TypeScript cannot read fields of.
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile as {
  width: number;
  height: number;
  deviceScaleFactor: number;
};

/** Its screen, as a touch phone. */
export const lighthousePhone = { width, height, deviceScaleFactor, isMobile: true, hasTouch: true };

/** How many times slower its CPU is than this machine's (slow 4G preset). */
export const lighthouseCpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;
