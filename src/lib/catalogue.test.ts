import { describe, expect, it } from 'vitest';
import {
  allCities,
  allGreaterAreas,
  buildCatalogue,
  cityLabel,
  commonServices,
  findCity,
  findGreaterArea,
  findProvince,
  localService,
  menuServices,
  nearbyCities,
  pickerProvinces,
  servicesOffered,
  type Entry,
} from './catalogue.ts';
import type { CityData, Presence, ProvinceData, RegionData, ServiceData } from './content-schemas.ts';
import { loadContent, realCatalogue } from '../../test/catalogue.ts';
import { frenchTypographyProblems } from '../../test/french-typography.ts';
import { limits } from '../site.config.ts';

const catalogue = realCatalogue();

const serviceBySlug = (slug: string) => catalogue.services.find((s) => s.slug === slug);

describe('the real catalogue (src/content)', () => {
  it('has the ten provinces in menu order', () => {
    expect(catalogue.provinces.map((p) => p.code)).toEqual([
      'on',
      'qc',
      'bc',
      'ab',
      'sk',
      'mb',
      'ns',
      'nb',
      'nl',
      'pe',
    ]);
  });

  it('has two greater areas in every province', () => {
    expect(catalogue.provinces.map((p) => [p.code, p.greaterAreas.length])).toEqual(
      catalogue.provinces.map((p) => [p.code, 2]),
    );
    expect(allGreaterAreas(catalogue)).toHaveLength(20);
  });

  it.each([
    ['on', ['Greater Toronto', 'Greater Ottawa']],
    ['qc', ['Greater Montreal', 'Greater Quebec City']],
    ['bc', ['Greater Vancouver', 'Greater Victoria']],
    ['ab', ['Greater Calgary', 'Greater Edmonton']],
    ['sk', ['Greater Saskatoon', 'Greater Regina']],
    ['mb', ['Greater Winnipeg', 'Greater Brandon']],
    ['ns', ['Greater Halifax', 'Greater Sydney']],
    ['nb', ['Greater Moncton', 'Greater Saint John']],
    ['nl', ["Greater St. John's", 'Greater Corner Brook']],
    ['pe', ['Greater Charlottetown', 'Greater Summerside']],
  ])('%s has the greater areas %j', (code, names) => {
    expect(findProvince(catalogue, code)?.greaterAreas.map((a) => a.name)).toEqual(names);
  });

  // « Grand » only where usage names a large metropolitan area so; a smaller city's is its « région ».
  // Each French area has the slug of its French URLs, made from its name.
  it.each([
    [
      'on',
      [
        ['Grand Toronto', 'grand-toronto'],
        ['Grand Ottawa', 'grand-ottawa'],
      ],
    ],
    [
      'qc',
      [
        ['Grand Montréal', 'grand-montreal'],
        ['Région de Québec', 'region-de-quebec'],
      ],
    ],
    [
      'bc',
      [
        ['Grand Vancouver', 'grand-vancouver'],
        ['Grand Victoria', 'grand-victoria'],
      ],
    ],
    [
      'ab',
      [
        ['Grand Calgary', 'grand-calgary'],
        ['Grand Edmonton', 'grand-edmonton'],
      ],
    ],
    [
      'sk',
      [
        ['Région de Saskatoon', 'region-de-saskatoon'],
        ['Région de Regina', 'region-de-regina'],
      ],
    ],
    [
      'mb',
      [
        ['Grand Winnipeg', 'grand-winnipeg'],
        ['Région de Brandon', 'region-de-brandon'],
      ],
    ],
    [
      'ns',
      [
        ['Grand Halifax', 'grand-halifax'],
        ['Région de Sydney', 'region-de-sydney'],
      ],
    ],
    [
      'nb',
      [
        ['Grand Moncton', 'grand-moncton'],
        ['Région de Saint-Jean', 'region-de-saint-jean'],
      ],
    ],
    [
      'nl',
      [
        ['Région de St. John’s', 'region-de-st-johns'],
        ['Région de Corner Brook', 'region-de-corner-brook'],
      ],
    ],
    [
      'pe',
      [
        ['Région de Charlottetown', 'region-de-charlottetown'],
        ['Région de Summerside', 'region-de-summerside'],
      ],
    ],
  ])('%s has the French greater areas %j', (code, areas) => {
    expect(findProvince(realCatalogue('fr'), code)?.greaterAreas.map((a) => [a.name, a.urlSlug])).toEqual(areas);
  });

  it('keeps the English slug of every area in English URLs, and pairs each French area with its English twin', () => {
    expect(allGreaterAreas(catalogue).every((a) => a.urlSlug === a.slug)).toBe(true);
    expect(allGreaterAreas(realCatalogue('fr')).map((a) => a.slug)).toEqual(
      allGreaterAreas(catalogue).map((a) => a.slug),
    );
    // French cities link their area by its French slug.
    expect(findCity(realCatalogue('fr'), 'qc', 'quebec-city')).toMatchObject({
      greaterAreaSlug: 'greater-quebec-city',
      greaterAreaUrlSlug: 'region-de-quebec',
    });
  });

  it('says each French area after « dans » as its name reads it: « dans le Grand Toronto », « dans la région de Québec »', () => {
    const areas = allGreaterAreas(realCatalogue('fr'));
    expect(areas.map((a) => a.inPhrase)).toEqual(
      areas.map((a) => (a.name.startsWith('Grand ') ? `dans le ${a.name}` : `dans la r${a.name.slice(1)}`)),
    );
  });

  it.each(['en', 'fr'] as const)(
    'gives every service (%s) a card text that fits the card whole and ends as a sentence',
    (lang) => {
      const cards = realCatalogue(lang).services.map((s) => s.card);
      expect(cards).toHaveLength(12);
      for (const card of cards) {
        expect(card.length, card).toBeLessThanOrEqual(limits.cardDescription);
        expect(card, card).toMatch(/[^.]\.$/);
        if (lang === 'fr') expect(frenchTypographyProblems(card)).toEqual([]);
      }
      // Each its own: no card repeats another's words.
      expect(new Set(cards).size).toBe(cards.length);
    },
  );

  it('has 23 cities: one per greater area, four in Greater Toronto', () => {
    expect(allCities(catalogue)).toHaveLength(23);
    const sizes = allGreaterAreas(catalogue).map((a) => [a.slug, a.cities.length]);
    expect(sizes.filter(([, n]) => n !== 1)).toEqual([['greater-toronto', 4]]);
  });

  it('lists the Greater Toronto cities in order Toronto, Brampton, Vaughan, Oakville', () => {
    expect(findGreaterArea(catalogue, 'on', 'greater-toronto')?.cities.map((c) => c.name)).toEqual([
      'Toronto',
      'Brampton',
      'Vaughan',
      'Oakville',
    ]);
  });

  it('gives every city its setting, five local questions and a passage on each service', () => {
    const gaps = allCities(catalogue).flatMap((city) => [
      ...(city.setting ? [] : [`${city.slug}: no setting`]),
      ...(city.faq.length === 5 ? [] : [`${city.slug}: ${city.faq.length} questions`]),
      ...catalogue.services.filter((s) => !city.services[s.slug]).map((s) => `${city.slug}: no note on ${s.slug}`),
    ]);
    expect(gaps).toEqual([]);
  });

  it.each(['en', 'fr'] as const)(
    'breaks paragraphs of plain text with a blank line (in a >- block, two), never a lone line break (%s)',
    (lang) => {
      const catalogue = realCatalogue(lang);
      const texts = [
        ...allCities(catalogue).flatMap((c) => [
          ...c.faq.map((f) => f.a),
          ...Object.values(c.services).map((s) => s.note),
        ]),
        ...catalogue.services.flatMap((s) => [...s.faq, ...s.bramptonFaq].map((f) => f.a)),
      ];
      // A lone \n is a paragraph the page would silently run into the next one.
      expect(texts.filter((t) => t.replace(/\n\s*\n/g, '').includes('\n'))).toEqual([]);
    },
  );

  it.each([
    ['nl', 'st-johns', ['raccoon-removal', 'skunk-removal', 'opossum-removal', 'groundhog-removal']],
    ['bc', 'victoria', ['skunk-removal', 'opossum-removal', 'groundhog-removal']],
    ['pe', 'charlottetown', ['opossum-removal', 'groundhog-removal']],
    ['ab', 'calgary', ['rat-control', 'opossum-removal']],
    ['on', 'toronto', []],
  ])('%s/%s does not offer %j, the animals it does not have', (province, slug, absent) => {
    const city = findCity(catalogue, province, slug);
    if (!city) throw new Error(`${province}/${slug} missing`);
    const offered = servicesOffered(catalogue, city).map((s) => s.slug);
    expect(catalogue.services.map((s) => s.slug).filter((s) => !offered.includes(s))).toEqual(absent);
  });

  it('has twelve services, and the eight menu services in menu order', () => {
    expect(catalogue.services).toHaveLength(12);
    expect(menuServices(catalogue).map((s) => s.slug)).toEqual([
      'raccoon-removal',
      'squirrel-removal',
      'skunk-removal',
      'bat-removal',
      'bird-removal',
      'mouse-control',
      'rat-control',
      'wasp-removal',
    ]);
    expect(
      catalogue.services
        .filter((s) => !s.menu)
        .map((s) => s.slug)
        .sort(),
    ).toEqual(['groundhog-removal', 'opossum-removal', 'pest-control', 'wildlife-control']);
  });

  it('gives only wildlife-control the details modal', () => {
    expect(catalogue.services.filter((s) => s.modalTitle !== undefined).map((s) => s.slug)).toEqual([
      'wildlife-control',
    ]);
  });

  it('has no bird-control service (renamed to bird-removal)', () => {
    expect(serviceBySlug('bird-control')).toBeUndefined();
  });

  it.each(allCities(catalogue).map((c) => [`${c.provinceCode}/${c.slug}`, c.timeZone] as const))(
    '%s keeps its hours in a valid time zone (%s)',
    (_city, timeZone) => {
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone })).not.toThrow();
      expect(timeZone).toMatch(/^America\//);
    },
  );

  it('gives Brampton five FAQ, a street address in L6P and neighbourhoods (not postal prefixes) as areas served', () => {
    const brampton = findCity(catalogue, 'on', 'brampton');
    expect(brampton?.faq).toHaveLength(5);
    expect(brampton?.nap.address?.postalCode).toMatch(/^L6P /);
    expect(brampton?.nap.areasServed[0]).toBe('Castlemore');
    expect(brampton?.nap.areasServed.filter((area) => /^[A-Z]\d[A-Z]$/.test(area))).toEqual([]);
  });

  it('has no placeholder text in any city', () => {
    const placeholder = /TBD|123|lorem|XXX|placeholder/i;
    const offenders = allCities(catalogue)
      .filter((c) => placeholder.test(JSON.stringify(c)))
      .map((c) => c.slug);
    expect(offenders).toEqual([]);
  });
});

describe('look-ups', () => {
  it('finds a province by its lowercase code', () => {
    expect(findProvince(catalogue, 'on')?.name).toBe('Ontario');
    expect(findProvince(catalogue, 'nl')?.name).toBe('Newfoundland and Labrador');
  });

  it.each(['zz', 'ON', '', 'ontario'])('finds no province for %j', (code) => {
    expect(findProvince(catalogue, code)).toBeUndefined();
  });

  it('finds a city with its province and greater area', () => {
    expect(findCity(catalogue, 'on', 'brampton')).toMatchObject({
      name: 'Brampton',
      slug: 'brampton',
      provinceCode: 'on',
      provinceName: 'Ontario',
      greaterAreaSlug: 'greater-toronto',
      greaterAreaName: 'Greater Toronto',
    });
    expect(findCity(catalogue, 'nl', 'st-johns')).toMatchObject({
      name: "St. John's",
      timeZone: 'America/St_Johns',
      greaterAreaSlug: 'greater-st-johns',
    });
  });

  it('labels a city standing alone by its name, unless its file gives it a label', () => {
    expect(findCity(catalogue, 'on', 'brampton')?.label).toBe('Brampton');
    // Québec alone is also the province: breadcrumbs and lists say « Ville de Québec ».
    expect(findCity(realCatalogue('fr'), 'qc', 'quebec-city')).toMatchObject({
      name: 'Québec',
      label: 'Ville de Québec',
    });
  });

  it.each([
    ['qc', 'brampton'],
    ['on', 'nowhere'],
    ['ON', 'brampton'],
    ['on', 'greater-toronto'],
  ])('finds no city %s/%s', (province, slug) => {
    expect(findCity(catalogue, province, slug)).toBeUndefined();
  });

  it('finds a greater area within its province', () => {
    expect(findGreaterArea(catalogue, 'nl', 'greater-st-johns')).toMatchObject({
      name: "Greater St. John's",
      provinceCode: 'nl',
      provinceName: 'Newfoundland and Labrador',
    });
  });

  it.each([
    ['on', 'greater-montreal'],
    ['zz', 'greater-toronto'],
    ['on', 'toronto'],
  ])('finds no greater area %s/%s', (province, slug) => {
    expect(findGreaterArea(catalogue, province, slug)).toBeUndefined();
  });

  it('finds a service by slug', () => {
    expect(serviceBySlug('raccoon-removal')).toMatchObject({
      slug: 'raccoon-removal',
      name: 'Raccoon Removal',
      menu: true,
    });
    expect(serviceBySlug('ant-control')).toBeUndefined();
  });

  it.each([
    [{ name: 'Toronto', provinceCode: 'on' }, 'Toronto, ON'],
    [{ name: "St. John's", provinceCode: 'nl' }, "St. John's, NL"],
  ])('cityLabel(%o) is %j', (city, expected) => {
    expect(cityLabel(city)).toBe(expected);
  });
});

describe('nearbyCities', () => {
  const brampton = findCity(catalogue, 'on', 'brampton');
  const ottawa = findCity(catalogue, 'on', 'ottawa');
  const slugs = (cities: { slug: string }[]) => cities.map((c) => c.slug);

  it.each([
    [6, ['toronto', 'vaughan', 'oakville', 'ottawa']],
    [2, ['toronto', 'vaughan']],
    [0, []],
  ])('lists at most %i cities of the province, those of the same greater area first', (limit, expected) => {
    expect(brampton && slugs(nearbyCities(catalogue, brampton, limit))).toEqual(expected);
  });

  it('falls back to the rest of the province when the area has no other city', () => {
    expect(ottawa && slugs(nearbyCities(catalogue, ottawa, 6))).toEqual(['toronto', 'brampton', 'vaughan', 'oakville']);
  });
});

describe('pickerProvinces', () => {
  const list = pickerProvinces(catalogue, realCatalogue('fr'));
  const both = (name: string, fr = name) => ({ en: name, fr });

  it('lists every province, area and city in menu order, with slugs and names in both languages only', () => {
    expect(list.map((p) => p.code)).toEqual(catalogue.provinces.map((p) => p.code));
    expect(list[0]?.areas[0]).toEqual({
      slug: 'greater-toronto',
      urlSlug: both('greater-toronto', 'grand-toronto'),
      name: both('Greater Toronto', 'Grand Toronto'),
      cities: [
        { slug: 'toronto', name: both('Toronto') },
        { slug: 'brampton', name: both('Brampton') },
        { slug: 'vaughan', name: both('Vaughan') },
        { slug: 'oakville', name: both('Oakville') },
      ],
    });
    expect(list.flatMap((p) => p.areas.flatMap((a) => a.cities))).toHaveLength(allCities(catalogue).length);
  });

  it('gives French names where French usage differs', () => {
    const quebec = list.find((p) => p.code === 'qc');
    expect(quebec?.name).toEqual(both('Quebec', 'Québec'));
    expect(quebec?.areas[0]?.cities[0]?.name).toEqual(both('Montreal', 'Montréal'));
    expect(quebec?.areas[1]?.cities[0]).toEqual({
      slug: 'quebec-city',
      name: both('Quebec City', 'Québec'),
      label: both('Quebec City', 'Ville de Québec'),
    });
  });
});

describe('buildCatalogue', () => {
  const province: ProvinceData = {
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
  const city = (name: string, greaterArea: string, order = 1): CityData => ({
    name,
    greaterArea,
    order,
    timeZone: 'America/Toronto',
    intro: 'Raccoons, squirrels and skunks are common visitors here.',
    nap: { locationHint: 'Mobile technicians', areasServed: ['Downtown'], hours: [] },
    faq: [],
    services: {},
  });
  const service = (name: string, order: number, relatedServices: string[] = []): ServiceData => ({
    name,
    order,
    menu: true,
    audiences: ['residential'],
    pesticides: false,
    description: 'A humane service, start to finish.',
    card: 'A humane service, start to finish.',
    whatItIs: 'What the problem is.',
    signsAndRisks: 'The signs and the risks.',
    humaneProcess: 'Our process, step by step.',
    whenToCall: 'When to call us.',
    relatedServices,
    faq: [],
    bramptonFaq: [],
  });
  const cities: Entry<CityData>[] = [
    { id: 'on/ottawa', data: city('Ottawa', 'greater-ottawa') },
    { id: 'on/vaughan', data: city('Vaughan', 'greater-toronto', 3) },
    { id: 'on/toronto', data: city('Toronto', 'greater-toronto', 1) },
    { id: 'on/brampton', data: city('Brampton', 'greater-toronto', 2) },
  ];
  const services: Entry<ServiceData>[] = [
    { id: 'skunk-removal', data: service('Skunk Removal', 2) },
    { id: 'raccoon-removal', data: service('Raccoon Removal', 1, ['skunk-removal']) },
  ];
  const region = (code: string, skunks: Presence = 'common'): Entry<RegionData> => ({
    id: code,
    data: {
      province: code,
      climate: 'Cold winters and warm summers, with wildlife looking for shelter in the fall.',
      services: {
        'raccoon-removal': { presence: 'common', note: 'Raccoons den in attics and under decks across the province.' },
        'skunk-removal': { presence: skunks, note: 'Skunks den under decks, porches and sheds in the province.' },
      },
    },
  });
  const regions = [region('on')];

  it('joins cities to their areas and sorts cities and services by order', () => {
    const built = buildCatalogue([province], cities, services, regions);
    expect(built.provinces[0]?.greaterAreas.map((a) => [a.slug, a.cities.map((c) => c.slug)])).toEqual([
      ['greater-toronto', ['toronto', 'brampton', 'vaughan']],
      ['greater-ottawa', ['ottawa']],
    ]);
    expect(built.services.map((s) => s.slug)).toEqual(['raccoon-removal', 'skunk-removal']);
  });

  it('sorts cities with the same order by name', () => {
    const built = buildCatalogue(
      [province],
      [
        { id: 'on/toronto', data: city('Toronto', 'greater-toronto', 1) },
        { id: 'on/ajax', data: city('Ajax', 'greater-toronto', 1) },
        { id: 'on/ottawa', data: city('Ottawa', 'greater-ottawa') },
      ],
      services,
      regions,
    );
    expect(built.provinces[0]?.greaterAreas[0]?.cities.map((c) => c.name)).toEqual(['Ajax', 'Toronto']);
  });

  it('sorts provinces by their order', () => {
    const quebec: ProvinceData = {
      id: 'qc',
      order: 2,
      name: 'Quebec',
      greaterAreas: [
        {
          slug: 'greater-montreal',
          name: 'Greater Montreal',
          inPhrase: 'in Greater Montreal',
          blurb: 'Plexes, duplexes and flat roofs.',
        },
        {
          slug: 'greater-quebec-city',
          name: 'Greater Quebec City',
          inPhrase: 'in Greater Quebec City',
          blurb: 'Stone buildings and forest edges.',
        },
      ],
    };
    const built = buildCatalogue(
      [quebec, province],
      [
        ...cities,
        { id: 'qc/montreal', data: city('Montreal', 'greater-montreal') },
        { id: 'qc/quebec-city', data: city('Quebec City', 'greater-quebec-city') },
      ],
      services,
      [...regions, region('qc')],
    );
    expect(built.provinces.map((p) => p.code)).toEqual(['on', 'qc']);
  });

  it('rejects a city whose folder is not a province code', () => {
    expect(() =>
      buildCatalogue(
        [province],
        [...cities, { id: 'zz/somewhere', data: city('Somewhere', 'greater-toronto') }],
        services,
        regions,
      ),
    ).toThrow(
      new Error('src/content/cities/zz/somewhere.yaml: the folder must be a province code from provinces.yaml'),
    );
  });

  it.each(['greater-bay', 'grand-bay-westfield', 'region-de-york'])(
    'rejects a city whose file name begins like an area slug (%s), since its page would be taken for an area',
    (slug) => {
      expect(() =>
        buildCatalogue(
          [province],
          [...cities, { id: `on/${slug}`, data: city('Somewhere', 'greater-toronto') }],
          services,
          regions,
        ),
      ).toThrow(
        new Error(`src/content/cities/on/${slug}.yaml: a city's file name may not begin like a greater area's slug`),
      );
    },
  );

  it('rejects a city whose greater area is not in its province', () => {
    expect(() =>
      buildCatalogue(
        [province],
        [...cities, { id: 'on/laval', data: city('Laval', 'greater-montreal') }],
        services,
        regions,
      ),
    ).toThrow(
      new Error(
        'src/content/cities/on/laval.yaml: greaterArea "greater-montreal" is not one of greater-toronto, greater-ottawa',
      ),
    );
  });

  it('rejects a greater area without a city file', () => {
    expect(() => buildCatalogue([province], cities.slice(1), services, regions)).toThrow(
      new Error('src/content/provinces.yaml: greater-ottawa has no city file'),
    );
  });

  it('rejects a service whose related services name an unknown slug', () => {
    const broken = [
      ...services,
      { id: 'bat-removal', data: service('Bat Removal', 3, ['raccoon-removal', 'ant-control']) },
    ];
    expect(() => buildCatalogue([province], cities, broken, regions)).toThrow(
      new Error('src/content/services/bat-removal.yaml: relatedServices names unknown services: ant-control'),
    );
  });

  it('rejects a province without its regions file, and a city naming an unknown service', () => {
    expect(() => buildCatalogue([province], cities, services, [])).toThrow(
      new Error('src/content/regions/on.yaml is missing'),
    );
    const typo = { ...city('Ottawa', 'greater-ottawa'), services: { 'racoon-removal': { note: 'x'.repeat(200) } } };
    expect(() =>
      buildCatalogue([province], [...cities.slice(1), { id: 'on/ottawa', data: typo }], services, regions),
    ).toThrow(new Error('src/content/cities/on/ottawa.yaml: services names unknown services: racoon-removal'));
  });

  describe('presence', () => {
    // Vaughan has no skunks in this made-up Ontario; Toronto has them only as the province says.
    const island = {
      ...city('Vaughan', 'greater-toronto', 3),
      services: { 'skunk-removal': { presence: 'absent' as const, note: 'No skunks here. '.repeat(20) } },
    };
    const built = buildCatalogue(
      [province],
      cities.map((c) => (c.id === 'on/vaughan' ? { ...c, data: island } : c)),
      services,
      regions,
    );
    const vaughan = findCity(built, 'on', 'vaughan');
    const toronto = findCity(built, 'on', 'toronto');
    if (!vaughan || !toronto) throw new Error('fixture cities missing');

    it("is the city's where it has its own, the province's otherwise", () => {
      expect(localService(built, vaughan, 'skunk-removal')).toMatchObject({
        presence: 'absent',
        cityNote: expect.stringContaining('No skunks here.'),
        provinceNote: 'Skunks den under decks, porches and sheds in the province.',
      });
      expect(localService(built, toronto, 'skunk-removal')).toMatchObject({ presence: 'common', cityNote: undefined });
    });

    it('keeps an absent animal out of what a city offers and out of links from its neighbours', () => {
      expect(servicesOffered(built, vaughan).map((s) => s.slug)).toEqual(['raccoon-removal']);
      expect(servicesOffered(built, toronto).map((s) => s.slug)).toEqual(['raccoon-removal', 'skunk-removal']);
      expect(nearbyCities(built, toronto, 5, 'skunk-removal').map((c) => c.slug)).toEqual(['brampton', 'ottawa']);
      expect(nearbyCities(built, toronto, 5).map((c) => c.slug)).toEqual(['brampton', 'vaughan', 'ottawa']);
    });

    it("lists an area's common calls from its cities", () => {
      const [gta, ottawa] = built.provinces[0]?.greaterAreas ?? [];
      if (!gta || !ottawa) throw new Error('fixture areas missing');
      expect(commonServices(built, gta).map((s) => s.slug)).toEqual(['raccoon-removal', 'skunk-removal']);
      const noSkunks = buildCatalogue([province], cities, services, [region('on', 'occasional')]);
      const area = noSkunks.provinces[0]?.greaterAreas[1];
      expect(area && commonServices(noSkunks, area).map((s) => s.slug)).toEqual(['raccoon-removal']);
    });
  });

  it('orders the real catalogue by the data, not by the order the files are read in', () => {
    const { provinces, cities: realCities, services: realServices, regions: realRegions } = loadContent();
    expect(
      buildCatalogue(
        provinces.toReversed(),
        realCities.toReversed(),
        realServices.toReversed(),
        realRegions.toReversed(),
      ),
    ).toEqual(catalogue);
  });
});
