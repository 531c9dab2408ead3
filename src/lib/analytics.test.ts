import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('track', () => {
  it('sends the event through gtag when the page has it', () => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    track('click', { category: 'CTA', label: 'Sidebar Location Picker' }, { gtag, dataLayer, consented: true });
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'click', {
      category: 'CTA',
      label: 'Sidebar Location Picker',
    });
    expect(dataLayer).toEqual([]);
  });

  it('pushes to dataLayer when there is no gtag', () => {
    const dataLayer: unknown[] = [{ event: 'gtm.js' }];
    track(
      'select_content',
      { content_type: 'Location Picker', item_id: 'Selected Brampton' },
      { dataLayer, consented: true },
    );
    expect(dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'select_content', content_type: 'Location Picker', item_id: 'Selected Brampton' },
    ]);
  });

  it('logs to the console when there is no tracker', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    track('generate_lead', { service: 'raccoon-removal' }, { consented: true });
    expect(info).toHaveBeenCalledExactlyOnceWith('[analytics]', 'generate_lead', { service: 'raccoon-removal' });
  });

  it('sends nothing before the visitor accepts analytics, only logs', () => {
    const gtag = vi.fn();
    const dataLayer: unknown[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    track('click', { event_label: 'Hero' }, { gtag, dataLayer, consented: false });
    expect(gtag).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
    expect(info).toHaveBeenCalledExactlyOnceWith('[analytics]', 'click', { event_label: 'Hero' });
  });

  it('uses the global gtag and the stored consent by default', () => {
    const gtag = vi.fn();
    const store = new Map([['northpaw:consent', 'granted']]);
    vi.stubGlobal('gtag', gtag);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null });
    try {
      track('click');
      expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'click', {});
      store.set('northpaw:consent', 'denied');
      track('click');
      expect(gtag).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
