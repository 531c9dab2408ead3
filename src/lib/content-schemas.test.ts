import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { citySchema, frProvinceSchema, openingHoursSchema, provinceSchema, serviceSchema } from './content-schemas.ts';

/** Every problem zod reports, as "path: message" lines. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const validProvince = {
  id: 'on',
  order: 1,
  name: 'Ontario',
  greaterAreas: [
    {
      slug: 'greater-toronto',
      name: 'Greater Toronto',
      inPhrase: 'in Greater Toronto',
      blurb: 'Ravines and creek valleys everywhere.',
    },
    {
      slug: 'greater-ottawa',
      name: 'Greater Ottawa',
      inPhrase: 'in Greater Ottawa',
      blurb: 'Older neighbourhoods and the Greenbelt.',
    },
  ],
};

const validCity = {
  name: 'Brampton',
  greaterArea: 'greater-toronto',
  order: 2,
  timeZone: 'America/Toronto',
  intro: 'Raccoons, squirrels and skunks move along the creek valleys into Brampton.',
  nap: {
    address: { street: '9980 The Gore Road, Unit 6', postalCode: 'L6P 0A5' },
    locationHint: 'Serving north-east Brampton',
    areasServed: ['L6P'],
    hours: [
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '19:00' },
      { days: ['sat'], opens: '09:00', closes: '17:00' },
    ],
  },
};

const validService = {
  name: 'Wildlife Control',
  order: 9,
  menu: false,
  audiences: ['residential', 'commercial'],
  description: 'Any animal in your home, handled humanely.',
  card: 'We handle any animal in your home humanely.',
  whatItIs: 'Any animal that has found its way into a home, from raccoons to bats.',
  signsAndRisks: 'Noises at night, droppings, damaged vents and a smell in the attic.',
  humaneProcess: 'We inspect, fit a one-way door, seal every gap and repair the damage.',
  whenToCall: 'Call when you hear animals overhead or see a gap. See [raccoons](/services/raccoon-removal/).',
  relatedServices: ['raccoon-removal', 'squirrel-removal'],
  faq: Array.from({ length: 3 }, (_, i) => ({
    q: `General question ${i + 1}?`,
    a: 'A complete answer to the question.',
  })),
  bramptonFaq: Array.from({ length: 5 }, (_, i) => ({
    q: `Brampton question ${i + 1}?`,
    a: 'A complete answer about Brampton.',
  })),
};

const withNap = (nap: object) => ({ ...validCity, nap: { ...validCity.nap, ...nap } });

describe('provinceSchema', () => {
  it('accepts a valid province', () => {
    expect(problems(provinceSchema, validProvince)).toEqual([]);
  });

  it.each([
    ['an upper-case id', { ...validProvince, id: 'ON' }, ['id: a province id is its two-letter code, e.g. "on"']],
    ['a long id', { ...validProvince, id: 'ont' }, ['id: a province id is its two-letter code, e.g. "on"']],
    [
      'a greater area slug without "greater-"',
      {
        ...validProvince,
        greaterAreas: [{ ...validProvince.greaterAreas[0], slug: 'toronto' }, validProvince.greaterAreas[1]],
      },
      ['greaterAreas.0.slug: greater area slugs start with "greater-"'],
    ],
    [
      'a greater area slug that is not a slug',
      {
        ...validProvince,
        greaterAreas: [validProvince.greaterAreas[0], { ...validProvince.greaterAreas[1], slug: 'greater-Ottawa' }],
      },
      ['greaterAreas.1.slug: use lowercase words joined by hyphens, e.g. "greater-toronto"'],
    ],
    [
      'one greater area',
      { ...validProvince, greaterAreas: validProvince.greaterAreas.slice(0, 1) },
      ['greaterAreas: Too small: expected array to have exactly 2 items'],
    ],
  ])('rejects %s', (_case, value, expected) => {
    expect(problems(provinceSchema, value)).toEqual(expected);
  });
});

describe('frProvinceSchema', () => {
  const french = (urlSlugs: string[]) => ({
    ...validProvince,
    greaterAreas: validProvince.greaterAreas.map((a, i) => ({ ...a, urlSlug: urlSlugs[i] })),
  });

  it('accepts French greater areas with the slugs of their French URLs', () => {
    expect(problems(frProvinceSchema, french(['grand-toronto', 'region-de-ottawa']))).toEqual([]);
  });

  it.each([
    ['an English slug', ['greater-toronto', 'grand-ottawa'], ['greaterAreas.0.urlSlug']],
    ['a city-like slug', ['toronto', 'grand-ottawa'], ['greaterAreas.0.urlSlug']],
    ['a slug with capitals', ['grand-toronto', 'Grand-Ottawa'], ['greaterAreas.1.urlSlug', 'greaterAreas.1.urlSlug']],
    ['no slug at all', ['grand-toronto'], ['greaterAreas.1.urlSlug']],
  ])('rejects %s', (_case, urlSlugs, paths) => {
    expect(problems(frProvinceSchema, french(urlSlugs)).map((p) => p.split(':')[0])).toEqual(paths);
  });

  it('says how a French area slug begins', () => {
    expect(problems(frProvinceSchema, french(['toronto', 'grand-ottawa']))).toEqual([
      'greaterAreas.0.urlSlug: French greater area slugs start with "grand-" or "region-de-", e.g. "grand-toronto"',
    ]);
  });
});

describe('citySchema', () => {
  it('accepts a valid city and fills the defaults', () => {
    const parsed = citySchema.parse({ ...validCity, order: undefined });
    expect(parsed.order).toBe(1);
    expect(parsed.faq).toEqual([]);
  });

  it('accepts a city without a street address (a service-area listing)', () => {
    expect(problems(citySchema, withNap({ address: undefined }))).toEqual([]);
  });

  it.each([
    [
      'a bad greater area slug',
      { ...validCity, greaterArea: 'Greater Toronto' },
      ['greaterArea: use lowercase words joined by hyphens, e.g. "greater-toronto"'],
    ],
    [
      'a slug with a trailing hyphen',
      { ...validCity, greaterArea: 'greater-toronto-' },
      ['greaterArea: use lowercase words joined by hyphens, e.g. "greater-toronto"'],
    ],
    [
      'an unknown time zone',
      { ...validCity, timeZone: 'America/Brampton' },
      ['timeZone: not an IANA time zone; use e.g. "America/Toronto"'],
    ],
    [
      'a time zone written as an offset name',
      { ...validCity, timeZone: 'Toronto' },
      ['timeZone: not an IANA time zone; use e.g. "America/Toronto"'],
    ],
    [
      'a lower-case postal code',
      withNap({ address: { street: '9980 The Gore Road', postalCode: 'l6p 0a5' } }),
      ['nap.address.postalCode: a Canadian postal code as "L6P 0A1"'],
    ],
    [
      'a postal code without its space',
      withNap({ address: { street: '9980 The Gore Road', postalCode: 'L6P0A5' } }),
      ['nap.address.postalCode: a Canadian postal code as "L6P 0A1"'],
    ],
    [
      'a postal code with a letter Canada Post never uses (D)',
      withNap({ address: { street: '9980 The Gore Road', postalCode: 'D6P 0A5' } }),
      ['nap.address.postalCode: a Canadian postal code as "L6P 0A1"'],
    ],
    [
      'a placeholder postal code',
      withNap({ address: { street: '123 Main Street', postalCode: 'XXX XXX' } }),
      ['nap.address.postalCode: a Canadian postal code as "L6P 0A1"'],
    ],
    ['no areas served', withNap({ areasServed: [] }), ['nap.areasServed: Too small: expected array to have >=1 items']],
    ['a maps link that is not a URL', withNap({ mapsUrl: 'somewhere in Brampton' }), ['nap.mapsUrl: Invalid URL']],
  ])('rejects %s', (_case, value, expected) => {
    expect(problems(citySchema, value)).toEqual(expected);
  });
});

describe('openingHoursSchema', () => {
  const row = (opens: string, closes: string, days = ['mon']) => ({ days, opens, closes });
  const clockMessage = 'times are 24-hour "HH:MM", e.g. "19:00"';

  it.each([
    ['"7pm"', [row('08:00', '7pm')], [`0.closes: ${clockMessage}`]],
    ['"8:00" without its leading zero', [row('8:00', '19:00')], [`0.opens: ${clockMessage}`]],
    ['"24:00"', [row('08:00', '24:00')], [`0.closes: ${clockMessage}`]],
    ['"08:60"', [row('08:60', '19:00')], [`0.opens: ${clockMessage}`]],
  ])('rejects the clock time %s', (_case, value, expected) => {
    // The "opens before closes" check also runs on the bad string; only the clock message matters here.
    expect(problems(openingHoursSchema, value)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['opens after closes', [row('19:00', '08:00')]],
    ['opens when it closes', [row('08:00', '08:00')]],
  ])('rejects a row that %s', (_case, value) => {
    expect(problems(openingHoursSchema, value)).toEqual(['0: opens must be before closes on the same day']);
  });

  it('rejects the same weekday in two rows', () => {
    expect(
      problems(openingHoursSchema, [row('08:00', '19:00', ['mon', 'tue']), row('09:00', '17:00', ['tue'])]),
    ).toEqual([': each weekday may appear in only one row']);
  });

  it('rejects a weekday written out', () => {
    expect(problems(openingHoursSchema, [row('08:00', '19:00', ['monday'])])).toEqual([
      '0.days.0: Invalid option: expected one of "mon"|"tue"|"wed"|"thu"|"fri"|"sat"|"sun"',
    ]);
  });

  it.each([
    ['no hours at all', []],
    ['a row from midnight to 23:59', [row('00:00', '23:59')]],
  ])('accepts %s', (_case, value) => {
    expect(problems(openingHoursSchema, value)).toEqual([]);
  });
});

describe('serviceSchema', () => {
  it('accepts a complete service; one that names no pesticide needs none', () => {
    expect(serviceSchema.parse(validService)).toEqual({ ...validService, pesticides: false });
  });

  it.each([
    ['whatItIs', ['whatItIs: Invalid input: expected string, received undefined']],
    ['bramptonFaq', ['bramptonFaq: Invalid input: expected array, received undefined']],
  ])('requires %s', (field, expected) => {
    const rest = Object.fromEntries(Object.entries(validService).filter(([key]) => key !== field));
    expect(problems(serviceSchema, rest)).toEqual(expected);
  });

  it('accepts a link to a section of a page of this site', () => {
    const whenToCall =
      'Read [the warranty](/terms/#our-written-warranty) or [la garantie](/fr/conditions/#notre-garantie-écrite).';
    expect(problems(serviceSchema, { ...validService, whenToCall })).toEqual([]);
  });

  it.each([
    [
      'longer than a card holds',
      `We handle any animal in your home humanely, ${'and carefully, '.repeat(3)}always.`,
      'card: a card holds at most 80 characters',
    ],
    [
      'without a full stop',
      'We handle any animal in your home humanely',
      'card: a card is a full sentence: end it with a full stop',
    ],
    [
      'cut with an ellipsis',
      'We handle any animal in your home…',
      'card: a card is a full sentence: end it with a full stop',
    ],
    [
      'ending in dots',
      'We handle any animal in your home...',
      'card: a card is a full sentence: end it with a full stop',
    ],
  ])('rejects a card text %s', (_case, card, expected) => {
    expect(problems(serviceSchema, { ...validService, card })).toEqual([expected]);
  });

  it('rejects a link to another site in rich text', () => {
    expect(
      problems(serviceSchema, { ...validService, whenToCall: 'Read [this](https://example.com/) before you call us.' }),
    ).toEqual(['whenToCall: links must be site paths such as [bat removal](/services/bat-removal/)']);
  });

  it.each([
    ['modalTitle without modalBody', { ...validService, modalTitle: 'Start to finish' }],
    ['modalBody without modalTitle', { ...validService, modalBody: 'Every job starts with an inspection.' }],
  ])('rejects %s', (_case, value) => {
    expect(problems(serviceSchema, value)).toEqual(['modalBody: modalTitle and modalBody go together']);
  });

  it('accepts modalTitle with modalBody', () => {
    expect(
      problems(serviceSchema, {
        ...validService,
        modalTitle: 'Start to finish',
        modalBody: 'Every job starts with an inspection.',
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'a related service that is not a slug',
      { ...validService, relatedServices: ['Ant Control', 'raccoon-removal'] },
      ['relatedServices.0: use lowercase words joined by hyphens, e.g. "greater-toronto"'],
    ],
    [
      'an unknown audience',
      { ...validService, audiences: ['industrial'] },
      ['audiences.0: Invalid option: expected one of "residential"|"commercial"'],
    ],
    ['no audience', { ...validService, audiences: [] }, ['audiences: Too small: expected array to have >=1 items']],
    [
      'a FAQ answer that is too short',
      { ...validService, faq: [{ q: 'Is it humane?', a: 'Yes.' }, ...validService.faq.slice(1)] },
      ['faq.0.a: Too small: expected string to have >=20 characters'],
    ],
  ])('rejects %s', (_case, value, expected) => {
    expect(problems(serviceSchema, value)).toEqual(expected);
  });
});
