import { describe, expect, it } from 'vitest';
import { relatedServices, seededShuffle } from './related.ts';
import { realCatalogue } from '../../test/catalogue.ts';

const catalogue = realCatalogue();
const service = (slug: string) => {
  const found = catalogue.services.find((s) => s.slug === slug);
  if (!found) throw new Error(`no service ${slug}`);
  return found;
};
const slugs = (list: { slug: string }[]) => list.map((s) => s.slug);

describe('seededShuffle', () => {
  it('gives the same order for the same seed and keeps every item', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(seededShuffle(items, 'bat-removal')).toEqual(seededShuffle(items, 'bat-removal'));
    expect([...seededShuffle(items, 'bat-removal')].sort()).toEqual(items);
  });

  it('gives different orders for different seeds', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const orders = new Set(['x', 'y', 'z', 'w'].map((seed) => seededShuffle(items, seed).join('')));
    expect(orders.size).toBe(4);
  });
});

describe('relatedServices in Brampton', () => {
  it.each(catalogue.services.map((s) => s.slug))(
    '%s: raccoon and squirrel first, then others, never itself, four at most',
    (slug) => {
      const related = slugs(relatedServices(service(slug), catalogue.services, 'brampton'));
      expect(related).toHaveLength(4);
      expect(related).not.toContain(slug);
      expect(new Set(related).size).toBe(4);
      const always = ['raccoon-removal', 'squirrel-removal'].filter((s) => s !== slug);
      expect(related.slice(0, always.length)).toEqual(always);
    },
  );

  it('is stable between calls (a build is repeatable)', () => {
    const first = slugs(relatedServices(service('wasp-removal'), catalogue.services, 'brampton'));
    expect(slugs(relatedServices(service('wasp-removal'), catalogue.services, 'brampton'))).toEqual(first);
  });
});

describe('relatedServices elsewhere', () => {
  it('follows the service content, in its order', () => {
    const bat = service('bat-removal');
    expect(slugs(relatedServices(bat, catalogue.services, 'halifax'))).toEqual(bat.relatedServices.slice(0, 4));
  });

  it('leaves out services that are not offered in the list it is given', () => {
    const skunk = service('skunk-removal');
    const withoutRaccoon = catalogue.services.filter((s) => s.slug !== 'raccoon-removal');
    expect(slugs(relatedServices(skunk, withoutRaccoon, 'st-johns'))).not.toContain('raccoon-removal');
  });
});
