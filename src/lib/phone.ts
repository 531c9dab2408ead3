import { site, type PhoneNumber } from '../site.config.ts';
import { withoutLang } from './i18n.ts';

/**
 * The phone number for a page: the Brampton line on /on/brampton and every
 * path below it, the default line everywhere else. Matched by whole path segments so a
 * future "/on/brampton-east/" would not borrow Brampton's number. Brampton's French pages
 * (/fr/on/brampton/...) are Brampton's too.
 */
export function phoneFor(pathname: string): PhoneNumber {
  const prefix = site.bramptonPathPrefix;
  const path = withoutLang(pathname);
  const isBrampton = path === prefix || path.startsWith(`${prefix}/`);
  return isBrampton ? site.phones.brampton : site.phones.default;
}
