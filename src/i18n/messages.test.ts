import { describe, expect, it } from 'vitest';
import { leadMessages } from '../lib/lead-rules.ts';
import { notFoundMessages } from '../lib/not-found.ts';
import { leadText, notFoundText } from './messages.ts';

describe('spec §8 messages in both languages', () => {
  it('keeps the English word for word as the site shows it today', () => {
    for (const [kind, m] of Object.entries(notFoundMessages)) {
      expect(notFoundText.en[m.kind]).toEqual({ heading: m.heading, text: m.text, linkLabel: m.link.label });
      expect(kind).toBe(m.kind);
    }
    expect(leadText.en).toEqual(leadMessages);
  });

  it('gives every French message its own words, with Québec punctuation', () => {
    const french = [...Object.values(notFoundText.fr), ...Object.values(leadText.fr)].flatMap((m) => Object.values(m));
    const english = new Set(
      [...Object.values(notFoundText.en), ...Object.values(leadText.en)].flatMap((m) => Object.values(m)),
    );
    expect(french.filter((t) => english.has(t))).toEqual([]);
    // OQLF: no space before ! ? ; in Québec usage.
    expect(french.filter((t) => /\s[!?;]/.test(t))).toEqual([]);
  });
});
