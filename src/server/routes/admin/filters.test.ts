import { describe, expect, it } from 'vitest';
import { filterQuery, inboxQuery, parseFilter, parsePageAt, SEARCH_MAX } from './filters.ts';

/** A query string as the route reads it: Fastify makes a list of a parameter sent twice. */
function read(params: string | Record<string, string>) {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    const before = query[key];
    query[key] = before === undefined ? value : [before, value].flat();
  }
  return inboxQuery.parse(query);
}

const areas = new Set(['on', 'qc', 'on/brampton', 'qc/montreal']);

describe('parseFilter', () => {
  it.each([
    ['', {}],
    ['kind=quote', { kind: 'quote' }],
    ['kind=contact&status=handled', { kind: 'contact', status: 'handled' }],
    ['kind=QUOTE&status=closed', {}],
    ['kind=quote&kind=contact', { kind: 'quote' }],
    ['status=new&extra=1', { status: 'new' }],
    ['lang=fr', { lang: 'fr' }],
    ['kind=quote&lang=en', { kind: 'quote', lang: 'en' }],
    ['lang=FR&lang=fr', {}],
    ['lang=de', {}],
    ['q=+Ada+Lovelace+', { q: 'Ada Lovelace' }],
    ['q=%20%20', {}],
    ['q=', {}],
    ['q=(416)%20555-0100&status=new', { q: '(416) 555-0100', status: 'new' }],
    ['area=on', { area: 'on' }],
    ['area=on/brampton', { area: 'on/brampton' }],
    ['area=ON', {}],
    ['area=on/nowhere', {}],
    ['area=', {}],
  ])('reads ?%s as %j', (query, filter) => {
    expect(parseFilter(read(query), areas)).toEqual(filter);
  });

  it('keeps the first SEARCH_MAX characters of a long search', () => {
    expect(parseFilter(read({ q: 'a'.repeat(500) })).q).toBe('a'.repeat(SEARCH_MAX));
  });
});

describe('parsePageAt', () => {
  it.each([
    ['', {}],
    ['before=2026-03-02T15:04:05.000Z_42', { before: { created_at: '2026-03-02T15:04:05.000Z', id: 42 } }],
    ['after=2026-03-02T15:04:05.000Z_42', { after: { created_at: '2026-03-02T15:04:05.000Z', id: 42 } }],
    ['before=2026-03-02_7&after=2026-03-02_8', { before: { created_at: '2026-03-02', id: 7 } }],
    ['before=2026-03-02T15:04:05.000Z', {}],
    ['before=_42', {}],
    ['before=2026-03-02_9999999999', {}],
    [`before=${'x'.repeat(40)}_1`, {}],
    // A lead of the urgent run at the top of the list.
    [
      'before=u2026-03-02T15:04:05.000Z_42',
      { before: { created_at: '2026-03-02T15:04:05.000Z', id: 42, urgent: true } },
    ],
    ['after=u2026-03-02_7', { after: { created_at: '2026-03-02', id: 7, urgent: true } }],
    ['before=uu2026-03-02_7', {}],
    ['before=x2026-03-02_7', {}],
  ])('reads ?%s as %j', (query, at) => {
    expect(parsePageAt(read(query))).toEqual(at);
  });
});

describe('filterQuery', () => {
  it('writes a filter back as a query string, or nothing for all leads', () => {
    expect(filterQuery({ kind: 'quote', status: 'new' })).toBe('?kind=quote&status=new');
    expect(filterQuery({ status: 'new', lang: 'fr' })).toBe('?status=new&lang=fr');
    expect(filterQuery({ q: 'Côté & fils', area: 'qc' })).toBe('?q=C%C3%B4t%C3%A9+%26+fils&area=qc');
    expect(filterQuery({})).toBe('');
  });

  it('adds the page, which parsePageAt reads back', () => {
    const cursor = { created_at: '2026-03-02T15:04:05.000Z', id: 42 };
    const query = filterQuery({ q: 'ada' }, { before: cursor });
    expect(query).toBe('?q=ada&before=2026-03-02T15%3A04%3A05.000Z_42');
    expect(parsePageAt(read(query))).toEqual({ before: cursor });
    expect(parseFilter(read(query))).toEqual({ q: 'ada' });
    const urgent = { ...cursor, urgent: true };
    expect(parsePageAt(read(filterQuery({}, { after: urgent })))).toEqual({ after: urgent });
  });
});
