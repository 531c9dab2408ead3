import { strings } from '../i18n/dictionary.ts';
import { teams, type PhoneLine, type PhoneNumber, type Team } from '../site.config.ts';
import { fill, joinList } from './text.ts';
import { langOf, withoutLang, type Lang } from './i18n.ts';

/**
 * The phone line of a page: a team's own line on its city's page and every path below it
 * (/on/brampton/...), in the languages it is answered in, the head office's (the first team's)
 * everywhere else. Matched by whole path segments so a future "/on/brampton-east/" would not
 * borrow Brampton's number. A French page never offers a line that is not answered in French when
 * another is: Brampton's French pages (/fr/on/brampton/...) give the head office's line.
 * Structured data, read by machines, carries it so.
 */
export function lineFor(pathname: string, all: readonly Pick<Team, 'city' | 'phone'>[] = teams): PhoneLine {
  const [headOffice, ...others] = all;
  if (!headOffice) throw new Error('site.config.ts lists no team: the first one is the head office');
  const path = withoutLang(pathname);
  const own = others.find(({ city }) => path === `/${city}` || path.startsWith(`/${city}/`));
  return own && answersIn(own.phone, langOf(pathname)) ? own.phone : headOffice.phone;
}

/** Whether the line is answered in the language at every hour. */
export const answersIn = (line: PhoneLine, lang: Lang) => line.languages.includes(lang);

/**
 * What a page in `lang` must say beside a line not answered in that language ("Answered in
 * English"), so that a French page never implies it is; "" for a line answered in it.
 */
export function lineLanguageNote(line: PhoneLine, lang: Lang): string {
  if (answersIn(line, lang)) return '';
  const t = strings(lang);
  return fill(t.topBar.answeredIn, {
    languages: joinList(
      line.languages.map((l) => t.languageNames[l]),
      t.and,
    ),
  });
}

/** The phone line a page shows: its line, printed as the page's language writes numbers. */
export const phoneFor = (pathname: string, all?: readonly Pick<Team, 'city' | 'phone'>[]): PhoneLine =>
  inLanguage(lineFor(pathname, all), langOf(pathname));

/** The head office's line, printed in a language: for what belongs to no page of the site (the server's own answers). */
export const mainPhone = (lang: Lang): PhoneLine => inLanguage(mainLine(), lang);

/** The head office's line, as the data writes it: the one the business's structured data gives. */
export const mainLine = (): PhoneLine => lineFor('/');

/**
 * A number as a language prints it; the dial link never changes. The configuration writes the
 * English way, groups joined by hyphens (1-888-555-0142). Québec French (OQLF) separates the
 * groups with spaces and keeps a hyphen only before the last four digits (1 888 555-0142); the
 * spaces are no-break ones, so a line never breaks inside a number.
 */
export function inLanguage<Phone extends PhoneNumber>(phone: Phone, lang: Lang): Phone {
  return lang === 'fr' ? { ...phone, text: phone.text.replace(/-(?=.*-)/g, '\u00a0') } : phone;
}
