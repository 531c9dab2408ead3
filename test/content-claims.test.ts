/**
 * What the content may claim (issue 14, DESIGN §4.13-14): the business's promises in their one
 * wording, no rating without its source, no local team where site.config.ts names none,
 * no animal in an area's blurb that none of its cities has, and Canadian spelling.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { allCities, allGreaterAreas, localService } from '../src/lib/catalogue.ts';
import { promises, teams } from '../src/site.config.ts';
import { realCatalogue } from './catalogue.ts';

const root = 'src/content';

/** Every string of every content file, with where it is, paragraph by paragraph. */
function contentTexts(): { where: string; text: string }[] {
  // English only: the French twins (fr/) have their own wordings (test/twins.test.ts).
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.(ya?ml|md)$/.test(f) && !f.startsWith('fr/'),
  );
  return files.flatMap((file) => {
    const raw = readFileSync(`${root}/${file}`, 'utf8');
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    if (file.endsWith('.md')) strings.push(raw.replace(/^#+ .*$/gm, ''));
    else walk(load(raw));
    return strings.flatMap((s) => s.split(/\n\s*\n/)).map((text) => ({ where: file, text: text.replace(/\s+/g, ' ') }));
  });
}
const texts = contentTexts();

/** Where `pattern` occurs in a paragraph outside every copy of `sentence`. */
function strays(pattern: RegExp, sentence: string) {
  return texts
    .filter(({ text }) => pattern.test(text.split(sentence).join(' ')))
    .map(({ where, text }) => `${where}: ${text.slice(0, 140)}`);
}

describe('one wording for each promise', () => {
  it('the inspection fee', () => {
    expect(strays(/inspection fee/i, promises.inspectionFee)).toEqual([]);
  });
  it('the warranty: wildlife that gets back in through a repair we made', () => {
    // A one-way door also stops an animal getting back in: only the warranty's sentences count.
    expect(strays(/warrant[^.]*\bback in\b|\bback in\b[^.]*warrant/i, promises.warranty)).toEqual([]);
  });
  it('the satisfaction guarantee', () => {
    expect(strays(/satisf(action|ied) (is )?guarantee|guarantee(d)? satisfaction/i, promises.satisfaction)).toEqual([]);
  });
});

it('claims no rating, review score or stars: only site.config.ts may, with its source', () => {
  const claims = texts.filter(({ text }) => /\b(5|five)[- ]star|\brated\b|\bstar rating/i.test(text));
  expect(claims.map(({ where, text }) => `${where}: ${text.slice(0, 120)}`)).toEqual([]);
});

it('says a team is local only where site.config.ts has one, in the city or its greater area', () => {
  const catalogue = realCatalogue();
  const presenceClaim = /\b(technicians? (are |is )?(based|who work)|based in|our (team|office|base|crew)s?\b)/i;
  const problems = allCities(catalogue)
    .filter((city) => {
      const area = allGreaterAreas(catalogue).find((a) => a.slug === city.greaterAreaSlug);
      return !area?.cities.some((c) => teams[`${c.provinceCode}/${c.slug}`]);
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
});

/** The text without its denials: a blurb may say plainly "there are no raccoons or skunks on the island". */
const affirmed = (text: string) => text.replace(/\b(no|not|never|neither)\b[^.]*/gi, '');

it("names no animal in an area's blurb or a city's intro that does not live there", () => {
  const catalogue = realCatalogue();
  const words: Record<string, RegExp> = {
    'raccoon-removal': /raccoon/i,
    'skunk-removal': /skunk/i,
    'opossum-removal': /opossum/i,
    'groundhog-removal': /groundhog|woodchuck/i,
    'bat-removal': /\bbats?\b/i,
    'rat-control': /\brats?\b/i,
  };
  const problems: string[] = [];
  for (const area of allGreaterAreas(catalogue)) {
    for (const [slug, word] of Object.entries(words)) {
      const present = area.cities.filter((c) => localService(catalogue, c, slug).presence !== 'absent');
      if (present.length === 0 && word.test(affirmed(area.blurb))) problems.push(`${area.slug} blurb names ${slug}`);
      for (const city of area.cities) {
        if (!present.includes(city) && word.test(affirmed(city.intro)))
          problems.push(`${city.slug} intro names ${slug}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

it('spells as the Canadian Oxford does (recognize, paralyzed, colour, centre, grey)', () => {
  const wrong =
    /\b\w*(recognis|organis|realis|apologis|minimis|prioritis|paralys(?:e|ed|es|ing)\b|analys(?:e|ed|es|ing)\b)\w*|\b(colors?|centers?|neighbors?\w*|favorites?|behaviors?|honors?|defense|gray)\b/gi;
  const found = texts.flatMap(({ where, text }) => [...text.matchAll(wrong)].map((m) => `${where}: ${m[0]}`));
  expect(found).toEqual([]);
});

describe("'Last updated' on the legal pages is the date kept with the text (DESIGN §4.15)", () => {
  const legal = readdirSync(`${root}/legal`).filter((f) => f.endsWith('.md'));
  it.each(legal)('%s: not older than the last commit that changed it', (file) => {
    const path = `${root}/legal/${file}`;
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
