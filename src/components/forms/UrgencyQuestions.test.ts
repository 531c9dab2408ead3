/** The urgency questions and the exposure advice, as the server renders them into both forms. */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, byId, elementsOf, firstOf, readerText, textOf } from '../../../test/dist/html.ts';
import { frenchTypographyProblems } from '../../../test/french-typography.ts';
import { strings } from '../../i18n/dictionary.ts';
import { ExposureAdvice, UrgencyQuestions } from './UrgencyQuestions.tsx';

/** Text as textOf reads it: every run of spaces, no-break ones too, as one space. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ');

describe.each(['en', 'fr'] as const)('UrgencyQuestions in %s', (lang) => {
  const t = strings(lang).urgency;
  const html = renderToStaticMarkup(createElement(UrgencyQuestions, { lang }));

  it('asks each question as an optional yes or no, unanswered until the visitor picks one', () => {
    expect(elementsOf(html, 'fieldset').map((set) => textOf(firstOf(set, 'legend')))).toEqual([
      collapsed(`${t.animalInside} ${t.optional}`),
      collapsed(`${t.exposure} ${t.optional}`),
    ]);
    const radios = elementsOf(html, 'label').map((label) => {
      const [input] = elementsOf(label, 'input');
      const read = (name: string) => (input ? attr(input, name) : undefined);
      return [read('type'), read('name'), read('value'), textOf(label), read('checked') ?? read('required') ?? ''];
    });
    expect(radios).toEqual([
      ['radio', 'animalInside', 'yes', t.yes, ''],
      ['radio', 'animalInside', 'no', t.no, ''],
      ['radio', 'exposure', 'yes', t.yes, ''],
      ['radio', 'exposure', 'no', t.no, ''],
    ]);
  });

  it('says beside the exposure question, which collects health information, what the answer is for and that it is optional', () => {
    const [, exposure] = elementsOf(html, 'fieldset');
    const note = byId(html, 'exposure-note');
    expect(exposure && attr(exposure, 'aria-describedby')).toBe('exposure-note');
    expect(textOf(note)).toBe(collapsed(t.exposureNote));
    expect(t.exposureNote).toMatch(lang === 'en' ? /health and is optional/ : /santé et est facultative/);
    // Inside the question's own group, right under it.
    expect(exposure && elementsOf(exposure, 'p').map((p) => attr(p, 'id'))).toEqual(['exposure-note']);
  });

  it('holds the advice as a numbered list, hidden by its class until the answer or the address shows it', () => {
    const advice = byId(html, 'exposure-advice');
    expect(attr(advice, 'class')?.split(' ')).toContain('exposure-advice');
    expect(elementsOf(advice, 'li').map(textOf)).toEqual(t.advice.map(collapsed));
    // It follows the question it answers, inside a live region that reads it out when it appears.
    expect(html.indexOf('id="exposure-advice"')).toBeGreaterThan(html.lastIndexOf('name="exposure"'));
    expect(html).toMatch(/<div aria-live="polite"><div id="exposure-advice"/);
  });

  it('is the same advice, with a heading of the page, on the thank-you page', () => {
    const alone = renderToStaticMarkup(createElement(ExposureAdvice, { lang, heading: 'h2' }));
    expect(textOf(firstOf(alone, 'h2'))).toBe(collapsed(t.adviceHeading));
    expect(elementsOf(alone, 'li').map(textOf)).toEqual(t.advice.map(collapsed));
  });

  it('writes French as Québec typography wants it', () => {
    expect(lang === 'fr' ? frenchTypographyProblems(readerText(html)) : []).toEqual([]);
  });
});

describe('the stylesheet', () => {
  const css = readFileSync('src/styles/global.css', 'utf8');

  it('hides the advice, and shows it for a yes to the exposure question or when the address targets it', () => {
    expect(css).toMatch(/\n\.exposure-advice \{\s+display: none;/);
    expect(css).toMatch(/\n\.exposure-advice:target \{\s+display: block;/);
    expect(css).toMatch(
      /\nform:has\(input\[name='exposure'\]\[value='yes'\]:checked\) \.exposure-advice \{\s+display: block;/,
    );
  });

  it('keeps the :target rule apart from every :has() rule, which a minifier would merge it with', () => {
    // A browser without :has() would drop the merged list, :target and all.
    expect(css).toMatch(
      /\n\.exposure-advice:target \{\s+display: block;\s+\}\n(\/\*[^\n]*\*\/\n)?@supports not selector\(:has/,
    );
  });
});
