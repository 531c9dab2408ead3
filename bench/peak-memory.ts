/**
 * Loaded with `node --import` by bench/scale.ts: when the process ends, writes its peak
 * resident memory (KiB) and the CPU time it used (user and system, in ms), worker threads
 * included, to the file PEAK_MEMORY_FILE names, as JSON. CPU time is the figure to compare
 * on a machine others share: the wall time also counts the neighbours.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_MEMORY_FILE;
if (file) {
  process.on('exit', () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ peakKiB: maxRSS, cpuMs: (userCPUTime + systemCPUTime) / 1000 }));
  });
}
