import { site, type PhoneNumber } from '../site.config.ts';

/**
 * The phone number for a page (spec §9): the Brampton line on /on/brampton and every
 * path below it, the default line everywhere else. Matched by whole path segments so a
 * future "/on/brampton-east/" would not borrow Brampton's number.
 */
export function phoneFor(pathname: string): PhoneNumber {
  const prefix = site.bramptonPathPrefix;
  const isBrampton = pathname === prefix || pathname.startsWith(`${prefix}/`);
  return isBrampton ? site.phones.brampton : site.phones.default;
}
