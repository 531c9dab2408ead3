import { describe, expect, it, vi } from 'vitest';
import { isPageEventKind, PAGE_EVENTS_PATH, sendPageEvent } from './page-events.ts';

describe('sendPageEvent', () => {
  it('sends the page and the kind, and nothing else, with sendBeacon', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    sendPageEvent('call', '/on/brampton/', { sendBeacon, fetch });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/events', '{"page":"/on/brampton/","kind":"call"}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without cookies when the browser has no sendBeacon', () => {
    const fetch = vi.fn(() => Promise.resolve());
    sendPageEvent('call', '/fr/qc/montreal/', { fetch });
    expect(fetch).toHaveBeenCalledExactlyOnceWith(PAGE_EVENTS_PATH, {
      method: 'POST',
      body: '{"page":"/fr/qc/montreal/","kind":"call"}',
      keepalive: true,
      credentials: 'omit',
    });
  });

  it('never throws nor leaves a rejected promise: a lost count stays silent', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() =>
        sendPageEvent('call', '/', {
          sendBeacon: () => {
            throw new TypeError('beacon refused');
          },
        }),
      ).not.toThrow();
      expect(() => sendPageEvent('call', '/', { fetch: () => Promise.reject(new Error('offline')) })).not.toThrow();
      expect(() =>
        sendPageEvent('call', '/', {
          fetch: () => {
            throw new TypeError('no fetch here');
          },
        }),
      ).not.toThrow();
      expect(() => sendPageEvent('call', '/', {})).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('isPageEventKind', () => {
  it.each([
    ['call', true],
    ['Call', false],
    ['click', false],
    ['', false],
    [undefined, false],
    [['call'], false],
    [{ toString: (): string => 'call' }, false],
  ])('%j is a kind: %s', (value, known) => {
    expect(isPageEventKind(value)).toBe(known);
  });
});
