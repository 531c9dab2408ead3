/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and tells where the time went: self time by
 * package (or by file of this project) and the busiest functions. Used by `bench:scale`
 * with SCALE_PROFILE=1; also by hand: `node bench/cpu-profile.ts file.cpuprofile`.
 */
import { readFileSync } from 'node:fs';
import { printTable } from './table.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** "astro", "react-dom", "src/lib/urls.ts", "(garbage collector)"... */
function owner(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  const own = /\/(src|scripts|dist)\/(.+)$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`.replace(/\?.*$/, '');
  return url.startsWith('node:') ? 'node (built-in)' : url;
}

export function summarise(path: string, top = 15): void {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const who = owner(frame.url, frame.functionName);
    byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
    const fn = `${frame.functionName || '(anonymous)'} ${who}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => [name, `${(micros / 1e6).toFixed(1)} s`, `${((100 * micros) / total).toFixed(1)} %`]);
  printTable(
    `Self time by package or file (${(total / 1e6).toFixed(1)} s sampled)`,
    ['where', 'self', 'share'],
    rows(byOwner),
  );
  console.log();
  printTable('Busiest functions', ['function', 'self', 'share'], rows(byFunction));
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node bench/cpu-profile.ts file.cpuprofile');
  summarise(file);
}
