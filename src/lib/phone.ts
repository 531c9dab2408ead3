import { site, type PhoneNumber } from '../site.config.ts';
import { langOf, withoutLang, type Lang } from './i18n.ts';

/**
 * The phone line of a page, as configured: the Brampton line on /on/brampton and every path below
 * it, the default line everywhere else. Matched by whole path segments so a future
 * "/on/brampton-east/" would not borrow Brampton's number. Brampton's French pages
 * (/fr/on/brampton/...) are Brampton's too. Structured data, read by machines, carries it so.
 */
export function lineFor(pathname: string): PhoneNumber {
  const prefix = site.bramptonPathPrefix;
  const path = withoutLang(pathname);
  const isBrampton = path === prefix || path.startsWith(`${prefix}/`);
  return isBrampton ? site.phones.brampton : site.phones.default;
}

/** The phone number a page shows: its line, printed as the page's language writes numbers. */
export const phoneFor = (pathname: string): PhoneNumber => inLanguage(lineFor(pathname), langOf(pathname));

/** The default line, printed in a language: for what belongs to no page of the site (the server's own answers). */
export const mainPhone = (lang: Lang): PhoneNumber => inLanguage(site.phones.default, lang);

/**
 * A number as a language prints it; the dial link never changes. The configuration writes the
 * English way, groups joined by hyphens (1-888-555-0142). Québec French (OQLF) separates the
 * groups with spaces and keeps a hyphen only before the last four digits (1 888 555-0142); the
 * spaces are no-break ones, so a line never breaks inside a number.
 */
export function inLanguage(phone: PhoneNumber, lang: Lang): PhoneNumber {
  return lang === 'fr' ? { ...phone, text: phone.text.replace(/-(?=.*-)/g, '\u00a0') } : phone;
}
