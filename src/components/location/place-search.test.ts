import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en.ts';
import { fr } from '../../i18n/fr.ts';
import { placesUrl } from '../../lib/places.ts';
import { realPlaces } from '../../../test/places.ts';
import { answer } from './place-search.ts';

const fetched: string[] = [];
let failing = true;

beforeAll(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return failing ? new Response('', { status: 503 }) : Response.json(realPlaces());
  });
  vi.stubGlobal('document', { documentElement: { lang: 'en-CA' } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the picker search', () => {
  it('says so when the places cannot be loaded, and loads them again on the next keystroke', async () => {
    expect(await answer('Laval', 'en', en.picker)).toEqual({ before: en.picker.loadFailed.description });
    failing = false;
    expect(await answer('Laval', 'en', en.picker)).toMatchObject({ link: { href: '/qc/montreal/' } });
    expect(await answer('Lava', 'en', en.picker)).toMatchObject({ link: { href: '/qc/montreal/' } });
    expect(fetched).toEqual([placesUrl, placesUrl]);
  });

  it.each([
    [
      'Brampton',
      {
        before: 'Here is our page for ',
        link: { text: 'Brampton, ON', href: '/on/brampton/', city: 'on/brampton' },
        after: '.',
      },
    ],
    [
      'Mississauga',
      {
        before: 'Mississauga, ON is 14 km from ',
        link: { text: 'Oakville, ON', href: '/on/oakville/', city: 'on/oakville' },
        after: '.',
      },
    ],
    [
      'Iqaluit',
      {
        before: 'Iqaluit, NU has no page of its own: the nearest city with one is ',
        link: { text: 'Corner Brook, NL', href: '/nl/corner-brook/', city: 'nl/corner-brook' },
        after: ', 1,764 km away.',
      },
    ],
    ['Atlantis ', { before: 'Nothing in Canada matches “Atlantis”.' }],
  ])('answers %j in English', async (query, expected) => {
    expect(await answer(query, 'en', en.picker)).toEqual(expected);
  });

  it('answers in French, with the French names and pages', async () => {
    expect(await answer('laval', 'fr', fr.picker)).toEqual({
      before: 'Laval, QC se trouve à 11\u00a0km de ',
      link: { text: 'Montréal, QC', href: '/fr/qc/montreal/', city: 'qc/montreal' },
      after: '.',
    });
  });

  it('leads to the service the picker was opened for', async () => {
    expect(await answer('H2X 1Y4', 'fr', fr.picker, 'retrait-ratons-laveurs')).toMatchObject({
      link: { href: '/fr/qc/montreal/retrait-ratons-laveurs/' },
    });
  });

  it('says nothing for an empty box', async () => {
    expect(await answer('  ', 'en', en.picker)).toBeUndefined();
  });
});
