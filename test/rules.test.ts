/**
 * What a licensed technician corrected, held in both languages: one season for excluding bats,
 * quoted word for word wherever a page gives it; what to do about a bat in the house, in the
 * order that keeps a possible rabies exposure testable; the laws that apply in Québec; British
 * Columbia's rule on moving a trapped animal, said alike everywhere.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../src/lib/i18n.ts';
import { rules } from '../src/rules.ts';
import { contentFields, contentTexts, flat } from './content-texts.ts';

const texts = { en: contentTexts('en'), fr: contentTexts('fr') };
const fields = { en: contentFields('en'), fr: contentFields('fr') };
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');

/**
 * A paragraph that says when bats are excluded: it names bats, and one of its sentences names
 * an exclusion and a time of year together.
 */
const batTiming: Record<Lang, [RegExp, RegExp, RegExp]> = {
  en: [
    word('bats?'),
    word('exclu\\p{L}*|shut (?:out|in)|one-way devices?'),
    // Months by their capital (not "may"), fall as a season (not "fall under").
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:[Ss]pring|[Ss]ummer|[Aa]utumn|[Ww]inter|[Ss]easons?|(?:in|the|late|early|and|or|until|by) fall)\b|°C/,
  ],
  fr: [
    word('chauves?-souris'),
    // Excluding bats, not ruling out a contact (« vous ne pouvez pas l’exclure »).
    word('exclu(?!re\\b)\\p{L}*|dispositifs? à sens unique'),
    // Summer, not the participle (« a été »).
    word(
      'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|printemps|(?:en |l’|d’|cet )été|automne|hiver|saisons?|°C',
    ),
  ],
};

/** What a list says to do about a bat inside: open a window for it, and rule out anyone's contact with it. */
const batInside: Record<Lang, Record<'bat' | 'window' | 'contact', RegExp>> = {
  en: { bat: word('bats?'), window: /\bopen (?:a|an)\b[^.;]*\bwindow/i, contact: /\bcontact\b|\btouch/i },
  fr: {
    bat: word('chauves?-souris'),
    window: /ouvr\p{L}* une (?:porte extérieure ou une )?fenêtre/iu,
    contact: /contact|touch/i,
  },
};

/** The old season, early spring before colonies form, however it is put, said of the work. */
const work: Record<Lang, RegExp> = {
  en: word('exclu\\p{L}*|shut|work|clos\\p{L}*|book\\p{L}*|plan\\p{L}*|done|left|seal\\p{L}*'),
  fr: word(
    'exclu(?!re\\b)\\p{L}*|travail|travaux|ferm\\p{L}*|planifi\\p{L}*|prévu\\p{L}*|laissé\\p{L}*|scell\\p{L}*|fai\\p{L}*',
  ),
};
const earlySpring: Record<Lang, RegExp> = {
  en: /early spring|before (?:the )?(?:maternity )?colon(?:y|ies) (?:form|gather)|in spring,? (?:before|ahead)|ahead of (?:the )?colon/i,
  fr: /début du printemps|avant (?:la formation des colonies|que (?:la colonie|les colonies|les femelles))|au printemps,? avant/i,
};

describe.each(['en', 'fr'] as const)('bats (%s)', (lang) => {
  // After a colon the rule may start with a small letter.
  const rule = flat(rules.batExclusion[lang]).slice(1);

  it('every paragraph that says when bats are excluded quotes the one rule word for word', () => {
    const [bat, exclusion, time] = batTiming[lang];
    const timing = (text: string) => {
      const said = text.split(rule).join(' ');
      return (
        bat.test(text) &&
        said
          .split(/(?<=[.!?])\s+/)
          .some(
            (sentence) =>
              (exclusion.test(sentence) && time.test(sentence)) ||
              (earlySpring[lang].test(sentence) && work[lang].test(sentence)),
          )
      );
    };
    const other = texts[lang]
      .filter(({ text }) => timing(text))
      .map(({ where, text }) => `${where}: ${text.slice(0, 160)}`);
    expect(other).toEqual([]);
  });

  it('a bat in the house: any contact is ruled out before a window is opened for it, in every list that says what to do', () => {
    const { bat, window, contact } = batInside[lang];
    const lists = fields[lang].filter(({ text }) => bat.test(text) && window.test(text));
    expect(lists.length).toBeGreaterThan(1);
    const wrong = lists.filter(({ text }) => {
      const items = text.split(/\n\s*- /);
      const opened = items.findIndex((item) => window.test(item));
      const ruledOut = items.findIndex((item) => contact.test(item));
      return ruledOut === -1 || ruledOut > opened;
    });
    expect(wrong.map(({ where, text }) => `${where}: ${flat(text).slice(0, 120)}`)).toEqual([]);
  });

  it('the bat service gives the rule', () => {
    const service = texts[lang].filter(({ where }) => where.endsWith('/services/bat-removal.yaml'));
    expect(service.some(({ text }) => text.includes(rule))).toBe(true);
  });
});

describe.each(['en', 'fr'] as const)('the law where the home is (%s)', (lang) => {
  const federalSpeciesAtRisk = { en: /Species at Risk Act/i, fr: /Loi sur les espèces en péril(?! du)/i }[lang];
  const quebecLaws = {
    en: [
      /Act respecting the conservation and development of wildlife/,
      /Act respecting threatened or vulnerable species/,
    ],
    fr: [/Loi sur la conservation et la mise en valeur de la faune/, /Loi sur les espèces menacées ou vulnérables/],
  }[lang];
  const quebec = fields[lang].filter(({ where }) => /\/(cities\/qc\/|regions\/qc\.yaml)/.test(where));

  it('Québec pages cite no federal Species at Risk Act for a home, and name the Québec laws where they speak of protected bats', () => {
    expect(quebec.length).toBeGreaterThan(2);
    expect(quebec.filter(({ text }) => federalSpeciesAtRisk.test(text)).map(({ where }) => where)).toEqual([]);
    const protectedBats = quebec.filter(
      ({ text }) => batTiming[lang][0].test(text) && /endangered|en voie de disparition/i.test(text),
    );
    expect(protectedBats.length).toBeGreaterThan(0);
    for (const { where, text } of protectedBats.filter(({ text }) => /protect|protég/i.test(text)))
      for (const law of quebecLaws) expect(flat(text), where).toMatch(law);
  });

  it('British Columbia: Vancouver and Victoria give the provincial rule on a trapped animal in the same words, and no other distance', () => {
    const rule = flat(rules.bcTrappedAnimal[lang]);
    const bc = fields[lang].filter(({ where }) => /\/(cities\/bc\/|regions\/bc\.yaml)/.test(where));
    for (const city of ['vancouver', 'victoria'])
      expect(
        bc.some(({ where, text }) => where.endsWith(`/bc/${city}.yaml`) && flat(text).includes(rule)),
        city,
      ).toBe(true);
    const distances = bc
      .map(({ where, text }) => ({ where, said: flat(text).split(rule).join(' ') }))
      .filter(({ said }) => /\d\s?(?:km|kilom)/i.test(said));
    expect(distances.map(({ where, said }) => `${where}: ${said.slice(0, 120)}`)).toEqual([]);
  });
});
