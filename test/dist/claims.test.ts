/**
 * What every built page claims about the business, held to the data in site.config.ts that backs
 * it: a licence only with a province where one is listed, a pesticide treatment only where we
 * hold a pesticide licence, "local" and office hours only where a team works from the city, the
 * phone line limited nowhere, the warranty promised at most once a page, with its details and
 * each service's scope; no presence, listing or service area where no team of ours goes, and no
 * work across Canada; "insured", the years in business, the French phone line and Québec's rules
 * for contracts at the home only as the data says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { insurance, licences, promises, teams } from '../../src/site.config.ts';
import { answersIn, lineLanguageNote } from '../../src/lib/phone.ts';
import { allGreaterAreas, findCity, isOffered } from '../../src/lib/catalogue.ts';
import { cityId, homeContractNote, inReach, reachIn, warrantyScope, yearsInBusiness } from '../../src/lib/claims.ts';
import { warrantyUrl } from '../../src/lib/urls.ts';
import { realCatalogue } from '../catalogue.ts';
import { jsonLdOf, readerText } from './html.ts';

const root = 'dist/client';
const provinceCodes = Object.keys(en.claims.provinceIn);
/** Every built page: its path, its province and city where it has them, its HTML and what a reader meets. */
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('index.html'))
  .map((name) => {
    const path = `/${name.replace(/index\.html$/, '')}`;
    const html = readFileSync(join(root, name), 'utf8');
    const [province, place] = path
      .replace(/^\/fr\//, '/')
      .split('/')
      .slice(1);
    return {
      path,
      html,
      province: provinceCodes.includes(province ?? '') ? province : undefined,
      city: provinceCodes.includes(province ?? '') ? `${province}/${place}` : undefined,
      sentences: readerText(html)
        .replace(/\s+/g, ' ')
        // A list item's or a card's text runs into the next one's: a capital after a stop starts a sentence too.
        .split(/(?<=[.!?])(?:\s+|(?=\p{Lu}))/u),
    };
  });

/** Spaces of any kind as one, as the pages' sentences are read. */
const flatSpaces = (text: string) => text.replace(/\s+/g, ' ');

const licensedProvinces = new Set(licences.map((l) => l.province));
const pesticideProvinces = new Set(licences.filter((l) => l.pesticides).map((l) => l.province));
const provinceNamed = (sentence: string, provinces: Set<string>) =>
  [...provinces].some(
    (p) => sentence.includes(en.claims.provinceIn[p] ?? '') || sentence.includes(fr.claims.provinceIn[p] ?? ''),
  );

/** Sentences in which the business says it is licensed (not "a licensed electrician"). */
const licenceClaim =
  /\b(we are|we're|(our|the) (technicians|team) are) (also )?licensed\b|\blicensed (technician|and insured)|\blicensed, insured|\band licensed in\b|\b(nous sommes|nos techniciens sont|entreprise assurée et) titulaires? d['’]un permis|\bnous détenons (les|des) permis/i;

test('the build has pages to read', () => {
  expect(pages.length).toBeGreaterThan(600);
});

test('says "licensed" only on a page of a province where site.config.ts lists a licence, or naming one', () => {
  const problems = pages.flatMap(({ path, province, sentences }) =>
    sentences
      .filter((s) => licenceClaim.test(s))
      .filter((s) => !(province && licensedProvinces.has(province)) && !provinceNamed(s, licensedProvinces))
      .map((s) => `${path}: ${s.slice(0, 140)}`),
  );
  expect(problems.slice(0, 20), `${problems.length} sentences`).toEqual([]);
});

/** Sentences in which we treat a nest or place bait ourselves. */
const pesticideClaim =
  /\b(we|our technicians?|a technician)\b[^.]{0,60}\b(treats?|treated|sprays?)\b[^.]{0,40}\b(nests?|colon(y|ies)|wasps?|hornets?|yellowjackets?)\b|\b(we|our technicians?)\b[^.]{0,40}\b(place|set|put|use)s?\b[^.]{0,40}\bbait|\b(nous|nos techniciens?|un technicien)\b[^.]{0,60}\btrait(ons|ent|e)\b[^.]{0,40}\b(nids?|colonies?|guêpes|frelons)|\b(nous|nos techniciens?)\b[^.]{0,40}\b(posons|plaçons|utilisons|posent)\b[^.]{0,40}\bappâts?/i;
/** A sentence that says who does the part that needs a licence is not a claim to do it. */
const someoneElse =
  /licensed (pest control )?(applicator|company)|titulaire d['’]un permis (provincial|de pesticides du)/i;

test('offers a pesticide treatment (a nest treated, bait placed) only in a province where we hold a pesticide licence', () => {
  const problems = pages
    .filter(({ province }) => province && !pesticideProvinces.has(province))
    .flatMap(({ path, sentences }) =>
      sentences.filter((s) => pesticideClaim.test(s) && !someoneElse.test(s)).map((s) => `${path}: ${s.slice(0, 160)}`),
    );
  expect(problems.slice(0, 20), `${problems.length} sentences`).toEqual([]);
});

// Without \b: the hours' heading and its table's caption run together in a reader's text.
// The French hours by their caption: « heures d’ouverture » alone is also a client's own (the commercial page).
const localClaim = /Truly Local|Office Hours|local teams?\b|Une équipe d’ici|Heures d’ouverture à |équipes? locales?/i;

test('says "local", shows office hours and an open/closed line only on the pages of a city a team works from', () => {
  const teamCities = new Set(teams.map((t) => t.city));
  const problems = pages
    .filter(({ city }) => !(city && teamCities.has(city)))
    .flatMap(({ path, html, sentences }) => [
      ...sentences.filter((s) => localClaim.test(s)).map((s) => `${path}: ${s.slice(0, 120)}`),
      ...(html.includes('open-status') ? [`${path}: an open/closed line`] : []),
    ]);
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  // And the team's own pages do show them.
  const toronto = pages.find((p) => p.path === '/on/toronto/');
  expect(toronto?.sentences.join(' ')).toContain('Office Hours');
});

test('nothing limits the 24/7 phone line', () => {
  const limited = /\b(within|during) (the |our )?(posted|office|business) hours\b|\bheures (affichées|de bureau)\b/i;
  const problems = pages.flatMap(({ path, sentences }) =>
    sentences.filter((s) => limited.test(s)).map((s) => `${path}: ${s.slice(0, 120)}`),
  );
  expect(problems).toEqual([]);
});

test('states the warranty at most once a page, with its term, and links there to what it covers', () => {
  const problems = pages.flatMap(({ path, html, sentences }) => {
    const lang = path.startsWith('/fr/') ? 'fr' : 'en';
    const promise = promises[lang].warranty.replace(/\s+/g, ' ');
    const times = sentences.join(' ').split(promise).length - 1;
    if (times > 1) return [`${path}: the promise ${times} times`];
    const details = warrantyUrl(lang);
    const onTerms = details.startsWith(path);
    if (times === 1 && !onTerms && !html.includes(`href="${details}"`)) return [`${path}: no link to ${details}`];
    return [];
  });
  expect(problems.slice(0, 20), `${problems.length} pages`).toEqual([]);
  expect(pages.filter(({ sentences }) => sentences.join(' ').includes(promises.en.warranty)).length).toBeGreaterThan(
    250,
  );
});

/**
 * What puts the business in a place, in either language: a local team or office, a base, the
 * areas it serves or comes to, help the same day. A page of a city no team of ours reaches (or of
 * a greater area none of whose cities one reaches) says none of it.
 */
const presencePhrases: RegExp[] = [
  // English
  /\bwe serve\b/i,
  /\bserved from\b/i,
  /\b[Ss]erving (\p{Lu}|north|south|east|west|the)/u,
  /\bareas? (we )?serve[ds]?\b/i,
  /\bservice area\b/i,
  /\bbased in\b/i,
  /\b[Oo]ur (team|office|base|crew|technicians?) in \p{Lu}/u,
  /\btruly local\b|\blocal (team|office|technicians?|crew)\b/i,
  /\bclose at hand\b|\bnear you\b/i,
  /\bsame[- ]day (help|service|visit)/i,
  /\b[Ww]here we work\b|\b[Ww]e work (in|from|around) (the )?\p{Lu}/u,
  /\bwe come to\b|\bwe('ll| will) come\b|\bwe cover\b|\bbooks? (your|a) visit\b|\ba time for a visit\b/i,
  /\bwe('ll| will)? (then )?(book|set up|arrange|schedule) (an inspection|a visit)\b/i,
  /\bno office in\b/i,
  // French
  /\bnous desservons\b/i,
  /\bdesservie?s? (depuis|à partir|par)\b/i,
  /\b(secteurs?|villes?|quartiers?) desservie?s?\b|\bterritoire desservi\b/i,
  /\bbasée? à\b|\bétablie? à\b/i,
  /\bnotre (équipe|bureau|base) (de|à|d’)/i,
  /\bvraiment local\b|\béquipes? locales?\b|\bune équipe d’ici\b/i,
  /\b(équipes?|bureaux?) (tout près|à proximité)\b|\btout près de chez vous\b/i,
  /\b(aide|visite|intervention) le jour même\b/i,
  /\boù nous travaillons\b|\bnous travaillons (à|depuis|autour)\b/i,
  /\bnous nous (déplaçons|rendons)\b|\bfixe votre visite\b|\b(planifie|proposerons) (ensuite )?(une visite|un moment pour une visite)\b/i,
  /\b(prendrons|prenons) (ensuite )?rendez-vous pour une inspection\b|\bnous (fixerons|organiserons) une inspection\b/i,
  /\bpas de bureau à\b/i,
];

const catalogues = { en: realCatalogue('en'), fr: realCatalogue('fr') };

/**
 * Whether a page is a city's, a city x service or a greater area's page that no team of ours
 * reaches: its province and place from its path, the area's cities from the catalogue.
 */
function outsideEveryReach(path: string): boolean {
  const lang = path.startsWith('/fr/') ? 'fr' : 'en';
  const [province, place] = path
    .replace(/^\/fr\//, '/')
    .split('/')
    .slice(1);
  if (!province || !place || !provinceCodes.includes(province)) return false;
  const area = allGreaterAreas(catalogues[lang]).find((a) => a.provinceCode === province && a.urlSlug === place);
  const cities = area ? area.cities.map((c) => cityId(c)) : [`${province}/${place}`];
  return !cities.some(inReach);
}

test('puts the business nowhere no team of ours reaches: no presence phrase on those city, city x service and area pages', () => {
  const outside = pages.filter(({ path }) => outsideEveryReach(path));
  // Every page of the cities and areas outside, in both languages.
  expect(outside.length).toBeGreaterThan(500);
  expect(outside.some(({ path }) => path === '/fr/bc/grand-vancouver/')).toBe(true);
  const problems = outside.flatMap(({ path, sentences }) =>
    sentences
      .filter((s) => presencePhrases.some((p) => p.test(s)))
      .map((s) => `${path}: ${presencePhrases.find((p) => p.test(s))?.exec(s)?.[0]}: ${s.slice(0, 140)}`),
  );
  expect(problems.slice(0, 300), `${problems.length} sentences`).toEqual([]);
});

test('the phrases are those the pages of a city a team reaches do use', () => {
  const used = (path: string) => {
    const text = pages.find((p) => p.path === path)?.sentences.join(' ') ?? '';
    return presencePhrases.filter((p) => p.test(text)).length;
  };
  expect(used('/on/vaughan/raccoon-removal/')).toBeGreaterThan(2);
  expect(used('/fr/on/vaughan/retrait-ratons-laveurs/')).toBeGreaterThan(2);
});

test('claims no address, listing or service area in the structured data of a city no team reaches', () => {
  const problems = pages
    .filter(({ path }) => outsideEveryReach(path))
    .flatMap(({ path, html }) =>
      jsonLdOf(html)
        .filter((block) => ['LocalBusiness', 'Service'].includes(String(block['@type'])) || 'address' in block)
        .map((block) => `${path}: ${String(block['@type'])}`),
    );
  expect(problems.slice(0, 20), `${problems.length} blocks`).toEqual([]);
});

test("each service's page says what the warranty covers on that work, in warranty.scope's words, and no other service's", () => {
  const problems = pages.flatMap(({ path, sentences }) => {
    const lang = path.startsWith('/fr/') ? 'fr' : 'en';
    const parts = path
      .replace(/^\/fr\//, '/')
      .split('/')
      .filter(Boolean);
    const urlSlug =
      parts[0] === 'services' && parts.length === 2 ? parts[1] : parts.length === 3 ? parts[2] : undefined;
    const service = catalogues[lang].services.find((s) => s.urlSlug === urlSlug);
    if (!service) return [];
    const city = parts.length === 3 ? findCity(catalogues[lang], parts[0] ?? '', parts[1] ?? '') : undefined;
    // Where the animal does not live there is no work of it to cover.
    const expected = city && !isOffered(catalogues[lang], city, service.slug) ? 0 : 1;
    const text = sentences.join(' ');
    return catalogues[lang].services.flatMap((other) => {
      const times = text.split(flatSpaces(warrantyScope(other.slug, lang))).length - 1;
      const wanted = other.slug === service.slug ? expected : 0;
      return times === wanted ? [] : [`${path}: the scope of ${other.slug} ${times} times`];
    });
  });
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  expect(pages.filter(({ path }) => path.startsWith('/services/mouse-control/')).length).toBe(1);
});

test('says "insured" only with the insurer and coverage site.config.ts holds, and names them on the about page', () => {
  const insuredWords = /\binsured\b|\bassuré(e|s|es)?\b/i;
  const problems = insurance
    ? []
    : pages.flatMap(({ path, sentences }) =>
        sentences.filter((s) => insuredWords.test(s)).map((s) => `${path}: ${s.slice(0, 140)}`),
      );
  expect(problems.slice(0, 20), `${problems.length} sentences`).toEqual([]);
  const about = pages.find((p) => p.path === '/about/')?.sentences.join(' ') ?? '';
  if (insurance) expect(about).toContain(insurance.insurer);
});

test('gives the years in business only as computed from the founding year in site.config.ts', () => {
  const years = yearsInBusiness();
  const claimed = /(\d+)\+ years|(?:more than|over) (\d+) years|plus de (\d+)\s*ans/gi;
  const problems = pages.flatMap(({ path, sentences }) =>
    sentences.flatMap((s) =>
      [...s.matchAll(claimed)]
        .map((m) => Number(m[1] ?? m[2] ?? m[3]))
        .filter((n) => n !== years)
        .map((n) => `${path}: ${n} years in "${s.slice(0, 100)}"`),
    ),
  );
  expect(problems.slice(0, 20), `${problems.length} sentences`).toEqual([]);
  // The home page and the about page say it.
  for (const path of ['/', '/fr/', '/about/']) {
    expect(pages.find((p) => p.path === path)?.sentences.join(' ')).toMatch(
      new RegExp(`(?<!\\d)${years}(\\+|\\s*ans)`),
    );
  }
});

test('claims no "proven" method and nothing done "for good", in either language', () => {
  const unbacked = /\bproven\b|\bfor good\b|\béprouvée?s?\b|\bpour de bon\b|\bune fois pour toutes\b/i;
  const problems = pages.flatMap(({ path, sentences }) =>
    sentences.filter((s) => unbacked.test(s)).map((s) => `${path}: ${s.slice(0, 140)}`),
  );
  expect(problems.slice(0, 20), `${problems.length} sentences`).toEqual([]);
});

test('a French page offers a phone line only where site.config.ts says it is answered in French, or says in which language it is', () => {
  const lines = teams.map((team) => team.phone);
  const problems = pages
    .filter(({ path }) => path.startsWith('/fr/'))
    .flatMap(({ path, html, sentences }) =>
      lines
        .filter((line) => html.includes(`href="${line.href}"`) && !answersIn(line, 'fr'))
        .filter((line) => !sentences.join(' ').includes(lineLanguageNote(line, 'fr')))
        .map((line) => `${path}: ${line.text}`),
    );
  expect(problems.slice(0, 20), `${problems.length} pages`).toEqual([]);
  // A team's line is given on its own city's English pages.
  for (const team of teams.slice(1)) {
    expect(pages.find((p) => p.path === `/${team.city}/`)?.html).toContain(`href="${team.phone.href}"`);
  }
});

test('every page of a Québec city says what is done at the home without the itinerant merchant permit, in both languages, and no other page does', () => {
  const problems = pages.flatMap(({ path, sentences }) => {
    const lang = path.startsWith('/fr/') ? 'fr' : 'en';
    const [province, place] = path
      .replace(/^\/fr\//, '/')
      .split('/')
      .slice(1);
    const isCityPage = province !== undefined && !!findCity(catalogues[lang], province, place ?? '');
    const note = homeContractNote(lang, 'qc') ?? '';
    const shown = sentences.join(' ').includes(flatSpaces(note));
    const wanted = isCityPage && province === 'qc';
    return shown === wanted ? [] : [`${path}: ${shown ? 'says it' : 'does not say it'}`];
  });
  expect(problems.slice(0, 20), `${problems.length} pages`).toEqual([]);
});

test('claims no work across Canada: only advice and calls reach the whole country, and the rest names where our teams go', () => {
  const national =
    /across Canada|anywhere in Canada|Canada-Wide|partout au Canada|pancanadien|from Victoria to St|de Victoria à St/i;
  // What does reach the whole country: the phone line, its advice and the calls it takes.
  const advice =
    /(advice|conseils|calls?|appels?)[^.]{0,60}(across|anywhere in|partout au) Canada|(across|partout au) Canada,? (our calls|nos appels)|wherever you call from in Canada|où que vous appeliez au Canada/gi;
  // A sentence about us, not about where mice live.
  const aboutUs = /\b(we|our|us|Northpaw|nous|nos|notre)\b/i;
  const problems = pages.flatMap(({ path, sentences }) =>
    sentences
      .filter((s) => aboutUs.test(s) && national.test(s.replace(advice, '')))
      .map((s) => `${path}: ${s.slice(0, 140)}`),
  );
  expect(problems.slice(0, 20), `${problems.length} sentences`).toEqual([]);
  // Where our teams go, from the data, on the home page in both languages.
  expect(pages.find((p) => p.path === '/')?.sentences.join(' ')).toContain(reachIn(catalogues.en, 'en'));
  expect(pages.find((p) => p.path === '/fr/')?.sentences.join(' ')).toContain(reachIn(catalogues.fr, 'fr'));
});
