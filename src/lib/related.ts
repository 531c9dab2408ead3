/**
 * Related services for a city x service page. Brampton's rule:
 * raccoon-removal and squirrel-removal, then two others picked by a shuffle seeded with
 * the page's service slug: stable across builds, never the page's own service, at most 4.
 */
import type { Service } from './catalogue.ts';

const BRAMPTON_ALWAYS = ['raccoon-removal', 'squirrel-removal'];

/** A small deterministic PRNG (mulberry32) seeded from a string. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator: the same seed always gives the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function relatedServices(service: Service, all: Service[], citySlug: string, limit = 4): Service[] {
  const others = all.filter((s) => s.slug !== service.slug);
  if (citySlug === 'brampton') {
    const always = others.filter((s) => BRAMPTON_ALWAYS.includes(s.slug));
    const rest = seededShuffle(
      others.filter((s) => !BRAMPTON_ALWAYS.includes(s.slug)),
      service.slug,
    );
    return [...always, ...rest].slice(0, limit);
  }
  const bySlug = new Map(others.map((s) => [s.slug, s]));
  return service.relatedServices.flatMap((slug) => bySlug.get(slug) ?? []).slice(0, limit);
}
