/**
 * Loaded with `node --import` by bench/scale.ts: when the process ends, writes its peak
 * resident memory (KiB, worker threads included) to the file PEAK_MEMORY_FILE names.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_MEMORY_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
