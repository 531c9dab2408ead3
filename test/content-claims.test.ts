/**
 * What the content may claim, in both languages: the business's
 * promises in their one wording, no rating without its source, no local team where
 * site.config.ts names none, no animal in an area's blurb that none of its cities has, and
 * Canadian spelling in English.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCities, allGreaterAreas, localService } from '../src/lib/catalogue.ts';
import type { Lang } from '../src/lib/i18n.ts';
import { promises, warranty } from '../src/site.config.ts';
import { whoServes } from '../src/lib/claims.ts';
import { fr } from '../src/i18n/fr.ts';
import { realCatalogue } from './catalogue.ts';
import { contentRoots as roots, contentTexts, flat } from './content-texts.ts';

const texts = { en: contentTexts('en'), fr: contentTexts('fr') };

/** Where `pattern` occurs in a paragraph outside every copy of `sentence`. */
function strays(lang: Lang, pattern: RegExp, sentence: string) {
  return texts[lang]
    .filter(({ text }) => pattern.test(text.split(flat(sentence)).join(' ')))
    .map(({ where, text }) => `${where}: ${text.slice(0, 140)}`);
}

/** How each language words what a promise is about. */
const promiseWords: Record<Lang, Record<'inspectionFee' | 'warranty' | 'satisfaction', RegExp>> = {
  en: {
    inspectionFee: /inspection fee/i,
    // A one-way door also stops an animal getting back in: only the warranty's sentences count.
    warranty: /warrant[^.]*\bback in\b|\bback in\b[^.]*warrant/i,
    satisfaction: /satisf(action|ied) (is )?guarantee|guarantee(d)? satisfaction/i,
  },
  fr: {
    inspectionFee: /frais d’inspection/i,
    warranty: /garantie[^.]*\b(rentr|revien)|\b(rentr|revien)[^.]*garantie/i,
    satisfaction: /satisfaction (est )?garantie|garantissons votre satisfaction/i,
  },
};

describe.each(['en', 'fr'] as const)('one wording for each promise (%s)', (lang) => {
  it.each(['inspectionFee', 'warranty', 'satisfaction'] as const)('%s', (promise) => {
    expect(strays(lang, promiseWords[lang][promise], promises[lang][promise])).toEqual([]);
  });
});

const ratingClaims: Record<Lang, RegExp> = {
  en: /\b(5|five)[- ]star|\brated\b|\bstar rating/i,
  fr: /\b(5|cinq) étoiles|\bnoté(e|s)? \d/i,
};

it.each(['en', 'fr'] as const)(
  'claims no rating, review score or stars (%s): only site.config.ts may, with its source',
  (lang) => {
    const claims = texts[lang].filter(({ text }) => ratingClaims[lang].test(text));
    expect(claims.map(({ where, text }) => `${where}: ${text.slice(0, 120)}`)).toEqual([]);
  },
);

const presenceClaims: Record<Lang, RegExp> = {
  en: /\b(technicians? (are |is )?(based|who work)|based in|our (team|office|base|crew)s?\b)/i,
  fr: /\b(techniciens? (sont |est )?(basés?|établis?)|basée? à|notre (équipe|bureau|base)\b|nos (équipes|bureaux)\b)/i,
};

it.each(['en', 'fr'] as const)(
  'says a team is local only where site.config.ts has one, in the city or its greater area (%s)',
  (lang) => {
    const catalogue = realCatalogue(lang);
    const presenceClaim = presenceClaims[lang];
    const problems = allCities(catalogue)
      .filter((city) => {
        const area = allGreaterAreas(catalogue).find((a) => a.slug === city.greaterAreaSlug);
        return whoServes(city, area).kind === 'headOffice';
      })
      .flatMap((city) => {
        const strings = [
          city.intro,
          city.nap.locationHint,
          city.setting ?? '',
          ...city.faq.map((f) => f.a),
          ...Object.values(city.services).map((s) => s.note),
        ];
        return strings.filter((s) => presenceClaim.test(s)).map((s) => `${city.slug}: ${presenceClaim.exec(s)?.[0]}`);
      });
    expect(problems).toEqual([]);
  },
);

/** The text without its denials: a blurb may say plainly "there are no raccoons or skunks on the island". */
const affirmed = (text: string) => text.replace(/\b(no|not|never|neither)\b[^.]*/gi, '');

/** The animals a blurb or intro may name, in each language. */
const animalWords: Record<Lang, Record<string, RegExp>> = {
  en: {
    'raccoon-removal': /raccoon/i,
    'skunk-removal': /skunk/i,
    'opossum-removal': /opossum/i,
    'groundhog-removal': /groundhog|woodchuck/i,
    'bat-removal': /\bbats?\b/i,
    'rat-control': /\brats?\b/i,
  },
  fr: {
    'raccoon-removal': /raton/i,
    'skunk-removal': /mouffette/i,
    'opossum-removal': /opossum/i,
    'groundhog-removal': /marmotte/i,
    'bat-removal': /chauves?-souris/i,
    'rat-control': /\brats?\b/i,
  },
};

/** The text without its denials: a blurb may say plainly "il n’y a pas de ratons laveurs sur l’île". */
const affirmedFr = (text: string) => text.replace(/\b(pas|aucune?|ni|jamais|sans)\b[^.]*/gi, '');

it.each(['en', 'fr'] as const)(
  "names no animal in an area's blurb or a city's intro that does not live there (%s)",
  (lang) => {
    const catalogue = realCatalogue(lang);
    const words = animalWords[lang];
    const affirmedIn = lang === 'fr' ? affirmedFr : affirmed;
    const problems: string[] = [];
    for (const area of allGreaterAreas(catalogue)) {
      for (const [slug, word] of Object.entries(words)) {
        const present = area.cities.filter((c) => localService(catalogue, c, slug).presence !== 'absent');
        if (present.length === 0 && word.test(affirmedIn(area.blurb)))
          problems.push(`${area.slug} blurb names ${slug}`);
        for (const city of area.cities) {
          if (!present.includes(city) && word.test(affirmedIn(city.intro)))
            problems.push(`${city.slug} intro names ${slug}`);
        }
      }
    }
    expect(problems).toEqual([]);
  },
);

it('spells as the Canadian Oxford does (recognize, paralyzed, colour, centre, grey)', () => {
  const wrong =
    /\b\w*(recognis|organis|realis|apologis|minimis|prioritis|paralys(?:e|ed|es|ing)\b|analys(?:e|ed|es|ing)\b)\w*|\b(colors?|centers?|neighbors?\w*|favorites?|behaviors?|honors?|defense|gray)\b/gi;
  const found = texts.en.flatMap(({ where, text }) => [...text.matchAll(wrong)].map((m) => `${where}: ${m[0]}`));
  expect(found).toEqual([]);
});

describe("'Last updated' on the legal pages is the date kept with the text", () => {
  const legal = Object.values(roots).flatMap((root) =>
    readdirSync(`${root}/legal`)
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${root}/legal/${f}`),
  );
  it.each(legal)('%s: not older than the last commit that changed it', (path) => {
    const updated = /^updated: (\d{4}-\d{2}-\d{2})$/m.exec(readFileSync(path, 'utf8'))?.[1];
    expect(updated, 'front matter needs updated: YYYY-MM-DD').toBeDefined();
    let committed = '';
    try {
      committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', path], { encoding: 'utf8' }).trim();
    } catch {
      return; // Not a git checkout: nothing to compare with.
    }
    // A day of slack: a commit late in the evening in Toronto carries the next day's date in UTC.
    if (committed) expect(Date.parse(updated ?? '') + 86_400_000).toBeGreaterThanOrEqual(Date.parse(committed));
  });
});

describe('the French glossary (docs/french-style.md)', () => {
  const doc = readFileSync('docs/french-style.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Glossary'), doc.indexOf('\n## ', doc.indexOf('## Glossary') + 1));
  const avoided = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| (Not this|-)/.test(line))
    .map((line) => line.split('|')[1]?.trim() ?? '');
  const dictionary: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') dictionary.push(flat(value));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(fr);
  const french = [...texts.fr, ...dictionary.map((text) => ({ where: 'src/i18n/fr.ts', text }))];

  it('has its rows', () => {
    expect(avoided).toContain('humanitaire');
    expect(avoided).toContain('des parasites');
    expect(avoided.length).toBeGreaterThan(10);
  });

  it.each(avoided)('no French text says « %s »', (term) => {
    const escaped = term.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const pattern = new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu');
    expect(
      french.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text.slice(0, 140)}`),
    ).toEqual([]);
  });
});

it.each(['en', 'fr'] as const)(
  "the terms give the warranty's term and every exclusion site.config.ts lists, and let no other document override them (%s)",
  (lang) => {
    const terms = flat(readFileSync(`${roots[lang]}/legal/terms.md`, 'utf8'));
    expect(terms).toContain(flat(promises[lang].warranty));
    for (const exclusion of warranty.exclusions[lang]) expect(terms).toContain(`- ${flat(exclusion)}`);
    expect(terms).not.toMatch(/your warranty document applies|votre document de garantie qui s’applique/);
  },
);
