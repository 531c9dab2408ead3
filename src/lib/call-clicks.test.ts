import { afterEach, describe, expect, it, vi } from 'vitest';
import { callClickParams, reportCallClick } from './call-clicks.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callClickParams', () => {
  it('names the place and the number dialled', () => {
    expect(callClickParams({ href: 'tel:+19055550173', place: 'hero' })).toEqual({
      event_category: 'Call',
      event_label: 'hero',
      phone_number: '+19055550173',
    });
  });
});

describe('reportCallClick', () => {
  /** A page, and a click on an element of it. */
  function fakePage(pathname: string) {
    const doc = { location: { pathname } } as unknown as Document;
    const click = (link: { href: string; call?: string } | null) =>
      reportCallClick(
        {
          target: {
            closest: () =>
              link && {
                dataset: { call: link.call },
                getAttribute: (name: string) => (name === 'href' ? link.href : null),
              },
          },
        } as unknown as Event,
        doc,
      );
    return { click };
  }

  function browser({ consented }: { consented: boolean }) {
    const sendBeacon = vi.fn(() => true);
    const gtag = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('gtag', gtag);
    vi.stubGlobal('localStorage', { getItem: () => (consented ? 'granted' : 'denied') });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    return { sendBeacon, gtag, info };
  }

  it.each([{ consented: true }, { consented: false }])(
    'counts a call click on the site itself whatever the consent ($consented), beside the analytics event',
    ({ consented }) => {
      const { sendBeacon, gtag, info } = browser({ consented });
      fakePage('/on/brampton/raccoon-removal/').click({ href: 'tel:+19055550173', call: 'hero' });
      expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
        '/api/events',
        '{"page":"/on/brampton/raccoon-removal/","kind":"call"}',
      );
      // The analytics event is unchanged: to gtag after consent, else to the console.
      const params = { event_category: 'Call', event_label: 'hero', phone_number: '+19055550173' };
      if (consented) expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'click', params);
      else expect(info).toHaveBeenCalledExactlyOnceWith('[analytics]', 'click', params);
    },
  );

  it('sends nothing for a click elsewhere, or on a tel: link that names no place', () => {
    const { sendBeacon, gtag, info } = browser({ consented: true });
    const page = fakePage('/contact/');
    page.click(null);
    page.click({ href: 'tel:+18885550142' });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('still reports the analytics event in a browser without sendBeacon or fetch', () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', undefined);
    vi.stubGlobal('localStorage', { getItem: () => null });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => fakePage('/').click({ href: 'tel:+18885550142', call: 'floating' })).not.toThrow();
    expect(info).toHaveBeenCalledOnce();
  });
});
