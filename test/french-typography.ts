/**
 * Québec French typography as the Office québécois de la langue française sets it, for text a
 * reader sees: a no-break space before a colon and inside « », never a space that could break
 * there; no space before ; ? ! (docs/french-style.md); the typographic apostrophe ’, never the
 * typewriter's '. A plain space or a line break in those
 * places lets a line start with ":" or "»", or leave « at a line's end. Phone numbers are
 * grouped by no-break spaces with a hyphen before the last four digits (1 888 555-0142), and the
 * symbols of units are never capitals (24 h sur 24, 7 j sur 7, 10 km): capitals there are
 * another word (H is the henry, J the joule), and CSS capitalises when a design wants it.
 */
const rules: { pattern: RegExp; problem: string; when?: (match: string) => boolean }[] = [
  { pattern: /[ \t\r\n]:/g, problem: 'a breaking space before a colon' },
  { pattern: /(?<=\S):/g, problem: 'no space before a colon' },
  { pattern: /«[ \t\r\n]/g, problem: 'a breaking space after «' },
  { pattern: /«(?=[^\s\u00a0\u202f])/g, problem: 'no space after «' },
  { pattern: /[ \t\r\n]»/g, problem: 'a breaking space before »' },
  { pattern: /(?<=[^\s\u00a0\u202f])»/g, problem: 'no space before »' },
  { pattern: /[\s\u00a0\u202f][;?!]/g, problem: 'a space before ; ? or !' },
  { pattern: /(?<=\p{L})'(?=\p{L})/gu, problem: "a typewriter apostrophe (') where French writes ’" },
  {
    pattern: /(?<!\d)(?:1-)?\d{3}-\d{3}-\d{4}(?!\d)/g,
    problem: 'a phone number written the English way, not as 1 888 555-0142',
  },
  {
    pattern: /(?<![\d-])(?:1[ \t\r\n\u00a0\u202f])?\d{3}[ \t\r\n\u00a0\u202f]\d{3}-\d{4}(?!\d)/g,
    problem: 'a phone number with a breaking space between its groups',
    when: (match) => /[ \t\r\n]/.test(match),
  },
  { pattern: /(?<=\d[\s\u00a0\u202f]?)(?:H|J|KM|MIN)(?![\p{L}\d])/gu, problem: 'a unit symbol in capitals' },
];

/** Colons that are not punctuation of the text: times (8:30), web addresses, ratios. */
const notPunctuation = /\d:\d|[a-z]:\/\//gi;

/** Each place the text breaks the rules, as "problem: …the words around it…". */
export function frenchTypographyProblems(text: string): string[] {
  const checked = text.replace(notPunctuation, (match) => match.replace(':', '\u2236'));
  return rules.flatMap(({ pattern, problem, when = () => true }) =>
    [...checked.matchAll(pattern)]
      .filter(([match]) => when(match))
      .map((match) => {
        const at = match.index ?? 0;
        const around = text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
        return `${problem}: …${around}…`;
      }),
  );
}
