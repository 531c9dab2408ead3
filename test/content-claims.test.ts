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
import { promises, site, teams, warranty } from '../src/site.config.ts';
import { fillFacts, textFacts } from '../src/lib/facts-in-text.ts';
import { cityId, homeContractPermit, warrantyScope, whoServes } from '../src/lib/claims.ts';
import { fr } from '../src/i18n/fr.ts';
import { readSettings } from '../src/server/settings.ts';
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
      .filter((city) => whoServes(cityId(city)).kind === 'outside')
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
    const terms = flat(fillFacts(readFileSync(`${roots[lang]}/legal/terms.md`, 'utf8'), textFacts(lang)));
    expect(terms).toContain(flat(promises[lang].warranty));
    expect(terms, 'a placeholder the build does not fill').not.toMatch(/\{[\w.]+\}/);
    for (const exclusion of warranty.exclusions[lang]) expect(terms).toContain(`- ${flat(exclusion)}`);
    expect(terms).not.toMatch(/your warranty document applies|votre document de garantie qui s’applique/);
  },
);

/** Any sentence about the written warranty, in each language (not « votre satisfaction est garantie »). */
const warrantyWords: Record<Lang, RegExp> = {
  en: /\bwarrant|\b(is|are) (it|the \w+) guaranteed\b/i,
  fr: /(?<!satisfaction (est )?)\bgaranti(e|es)?\b/i,
};

describe.each(['en', 'fr'] as const)('what the warranty covers, service by service (%s)', (lang) => {
  it('no service file says it: the page states it from warranty.scope', () => {
    const said = texts[lang].filter(
      ({ where, text }) => where.includes('/services/') && warrantyWords[lang].test(text),
    );
    expect(said.map(({ where, text }) => `${where}: ${text.slice(0, 140)}`)).toEqual([]);
  });

  it('no other content file (the terms apart) says what it covers or leaves out', () => {
    const scopeWords =
      /\b(is|are) for\b|\bnot (for|cover|covered)\b|\bcounts? as (one of )?our repairs?|\bvise\b|\bne couvre pas\b|\bpas couverte?s?\b|\bporte sur\b|\bcompte parmi nos réparations/i;
    const said = texts[lang]
      .filter(({ where }) => !where.includes('/legal/'))
      .flatMap(({ where, text }) =>
        text
          .split(/(?<=[.!?])\s+/)
          .filter((s) => warrantyWords[lang].test(s) && scopeWords.test(s))
          .map((s) => `${where}: ${s.slice(0, 140)}`),
      );
    expect(said).toEqual([]);
  });

  it('site.config.ts says it for every service, and for no service the site does not have', () => {
    const services = realCatalogue(lang).services.map((s) => s.slug);
    expect(Object.keys(warranty.scope).sort()).toEqual([...services].sort());
    for (const slug of services) expect(warrantyScope(slug, lang)).toMatch(/\.$/);
  });

  it('the scope of mice, rats and wasps matches the terms: sealing is covered, traps or treatment alone are not', () => {
    const excluded = warranty.exclusions[lang].at(-1) ?? '';
    expect(excluded).toMatch(/traps or treatment alone|uniquement par des pièges ou un traitement/);
    for (const slug of ['mouse-control', 'rat-control', 'wasp-removal', 'pest-control']) {
      expect(warrantyScope(slug, lang)).toMatch(
        /covers the (entry|openings)|couvre (les points|l’ouverture|les ouvertures)/,
      );
      expect(warrantyScope(slug, lang)).toMatch(
        /alone, where we made no repair|seule?s?, sans réparation de notre part/,
      );
    }
  });
});

it.each(['en', 'fr'] as const)(
  "the terms give the right to cancel a contract made at the home: Ontario's 10 days, and in Québec what the permit data allows (%s)",
  (lang) => {
    const terms = flat(readFileSync(`${roots[lang]}/legal/terms.md`, 'utf8'));
    expect(terms).toMatch(
      lang === 'en'
        ? /direct agreement under Ontario's Consumer Protection Act, 2002\. You may cancel it, for any reason, from the day you enter into it until 10 days after you receive your written copy/
        : /convention directe au sens de la Loi de 2002 sur la protection du consommateur de l’Ontario\. Vous pouvez l’annuler, sans avoir à donner de raison, à compter du jour de sa conclusion et jusqu’à 10 jours/,
    );
    const permit = homeContractPermit('qc');
    if (permit) expect(terms).toContain(permit.number);
    else
      expect(terms).toContain(
        lang === 'en'
          ? 'We hold no itinerant merchant permit from the Office de la protection du consommateur, so in Québec we make no contract at your home'
          : 'Nous ne détenons pas de permis de commerçant itinérant de l’Office de la protection du consommateur : au Québec, nous ne concluons donc chez vous aucun contrat',
      );
  },
);

it.each(['en', 'fr'] as const)(
  "the head office's mailing address in site.config.ts (the e-mails give it) is the one Toronto's page lists (%s)",
  (lang) => {
    const toronto = realCatalogue(lang)
      .provinces.flatMap((p) => p.greaterAreas.flatMap((a) => a.cities))
      .find((c) => cityId(c) === teams[0]?.city);
    expect(toronto?.nap.address).toEqual({
      street: site.headOffice.street[lang],
      postalCode: site.headOffice.postalCode,
    });
    expect(toronto?.name).toBe(site.headOffice.locality);
  },
);

it.each(['en', 'fr'] as const)(
  'the privacy policy lists the exposure answer as health information, optional, with what it is for and how long it is kept (%s)',
  (lang) => {
    const policy = flat(readFileSync(`${roots[lang]}/legal/privacy.md`, 'utf8'));
    const heading = lang === 'en' ? '### Health information' : '### Renseignements de santé';
    expect(policy).toContain(heading);
    const section = policy.slice(policy.indexOf(heading), policy.indexOf('###', policy.indexOf(heading) + 3));
    const months = Math.round(readSettings({}).LEADS_RETENTION_DAYS / (365 / 12));
    expect(section).toMatch(
      lang === 'en'
        ? /bitten or scratched[^.]*collects information about health\. Answering it is optional/
        : /mordu ou griffé[^.]*recueille un renseignement de santé\. Y répondre est facultatif/,
    );
    expect(section).toContain(
      lang === 'en' ? `${months} months after the request reached us` : `${months} mois après la réception`,
    );
  },
);

it("no text types a team's number: a text names the head office's line as {phone}, so a new line reaches every page", () => {
  const digits = teams.map((team) => team.phone.text.replace(/\D/g, ''));
  const typed = (['en', 'fr'] as const).flatMap((lang) =>
    readdirSync(roots[lang], { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ya?ml|md)$/.test(file) && !file.startsWith('fr/'))
      .filter((file) => {
        const numbers = readFileSync(`${roots[lang]}/${file}`, 'utf8').match(/\d[\d\s\u00a0().-]{8,}\d/g) ?? [];
        return numbers.some((number) => digits.some((line) => number.replace(/\D/g, '').endsWith(line.slice(-10))));
      })
      .map((file) => `${roots[lang]}/${file}`),
  );
  expect(typed).toEqual([]);
});
