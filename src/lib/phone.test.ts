import { describe, expect, it } from 'vitest';
import { phoneFor } from './phone.ts';

const brampton = { text: '905-555-0173', href: 'tel:+19055550173' };
const national = { text: '1-888-555-0142', href: 'tel:+18885550142' };

describe('phoneFor', () => {
  it.each([
    '/on/brampton',
    '/on/brampton/',
    '/on/brampton/raccoon-removal/',
    '/on/brampton/wasp-removal',
    '/fr/on/brampton/',
    '/fr/on/brampton/retrait-ratons-laveurs/',
  ])('%s uses the Brampton line', (path) => {
    expect(phoneFor(path)).toEqual(brampton);
  });

  it.each([
    '/',
    '/on/toronto/',
    '/on/bramptonx/',
    '/on/brampton-east/',
    '/on/greater-toronto/',
    '/services/raccoon-removal/',
    '/contact/',
    '/blog/how-one-way-doors-work/',
    '/fr/',
    '/fr/on/toronto/',
    '/fr/on/brampton-est/',
  ])('%s uses the default line', (path) => {
    expect(phoneFor(path)).toEqual(national);
  });
});
