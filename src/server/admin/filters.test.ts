import { describe, expect, it } from 'vitest';
import { filterQuery, parseFilter } from './filters.ts';

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
  ])('reads ?%s as %j', (query, filter) => {
    expect(parseFilter(new URLSearchParams(query))).toEqual(filter);
  });
});

describe('filterQuery', () => {
  it('writes a filter back as a query string, or nothing for all leads', () => {
    expect(filterQuery({ kind: 'quote', status: 'new' })).toBe('?kind=quote&status=new');
    expect(filterQuery({ status: 'new', lang: 'fr' })).toBe('?status=new&lang=fr');
    expect(filterQuery({})).toBe('');
  });
});
