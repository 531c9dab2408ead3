/**
 * What every built page claims about the business, held to the data in site.config.ts that backs
 * it: a licence only with a province where one is listed, a pesticide treatment only where we
 * hold a pesticide licence, "local" and office hours only where a team works from the city, the
 * phone line limited nowhere, and the warranty promised at most once a page, with its details.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { licences, promises, teams } from '../../src/site.config.ts';
import { warrantyUrl } from '../../src/lib/urls.ts';
import { readerText } from './html.ts';

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
