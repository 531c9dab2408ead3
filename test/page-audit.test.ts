import { describe, expect, it } from 'vitest';
import { duplicateProblems, headProblems, htmlProblems, readPage } from './page-audit.ts';

const url = 'https://www.northpaw.example/on/brampton/';
const frUrl = 'https://www.northpaw.example/fr/on/brampton/';
const twins = `<link rel="alternate" hreflang="en-CA" href="${url}"><link rel="alternate" hreflang="fr-CA" href="${frUrl}"><link rel="alternate" hreflang="x-default" href="${url}">`;
const locales = '<meta property="og:locale" content="en_CA"><meta property="og:locale:alternate" content="fr_CA">';

/** A page as the layout writes one, with parts that each test may break. */
function page({
  lang = ' lang="en-CA"',
  title = '<title>Wildlife Control in Brampton, ON | Northpaw</title>',
  canonical = `<link rel="canonical" href="${url}">`,
  description = '<meta name="description" content="Humane wildlife removal in Brampton.">',
  og = `<meta property="og:title" content="Wildlife Control in Brampton"><meta property="og:description" content="Humane wildlife removal in Brampton."><meta property="og:url" content="${url}"><meta property="og:image" content="https://www.northpaw.example/share/en/site.png">`,
  body = '<main><h1>Wildlife Control in Brampton</h1><p>We help.</p></main>',
  alternates = twins,
  locale = locales,
} = {}) {
  return `<!doctype html><html${lang}><head><meta charset="utf-8"><title>x</title>${title}${canonical}${alternates}${description}${og}${locale}</head><body>${body}</body></html>`.replace(
    '<title>x</title>',
    '',
  );
}

describe('headProblems', () => {
  it('passes a page with everything in place', () => {
    expect(headProblems(readPage(page()), url)).toEqual([]);
  });

  it.each([
    ['no lang', { lang: '' }, '<html> has no lang'],
    ['no title', { title: '' }, 'expected one non-empty <title>, found 0'],
    ['two titles', { title: '<title>A</title><title>B</title>' }, 'expected one non-empty <title>, found 2'],
    ['no h1', { body: '<main><h2>Brampton</h2></main>' }, 'expected exactly one <h1>, found 0'],
    ['two h1', { body: '<main><h1>A</h1><h1>B</h1></main>' }, 'expected exactly one <h1>, found 2'],
    ['no description', { description: '' }, 'expected one non-empty meta description'],
    [
      'an empty description',
      { description: '<meta name="description" content=" ">' },
      'expected one non-empty meta description',
    ],
    ['no Open Graph', { og: '' }, 'expected one og:title'],
    [
      'a share image that is an SVG',
      {
        og: `<meta property="og:title" content="B"><meta property="og:description" content="B"><meta property="og:url" content="${url}"><meta property="og:image" content="https://www.northpaw.example/_astro/on.svg">`,
      },
      'expected one og:image, a PNG under /share/en/, found https://www.northpaw.example/_astro/on.svg',
    ],
    ['no canonical', { canonical: '' }, `canonical should be ${url}, found none`],
    [
      'a relative canonical',
      { canonical: '<link rel="canonical" href="/on/brampton/">' },
      `canonical should be ${url}, found /on/brampton/`,
    ],
    [
      "another page's canonical",
      { canonical: '<link rel="canonical" href="https://www.northpaw.example/on/">' },
      `canonical should be ${url}, found https://www.northpaw.example/on/`,
    ],
    ['a French lang on an English page', { lang: ' lang="fr-CA"' }, '<html lang> is fr-CA, not en-CA'],
    ['no og:locale', { locale: '' }, 'og:locale should be en_CA'],
    ['no twin', { alternates: '' }, 'hreflang should be en-CA, fr-CA and x-default, found none'],
    [
      'a relative twin',
      { alternates: twins.replace(frUrl, '/fr/on/brampton/') },
      'the twin in the other language is not an absolute URL',
    ],
    [
      'a French x-default',
      { alternates: twins.replace(`"x-default" href="${url}"`, `"x-default" href="${frUrl}"`) },
      'x-default should be the English page',
    ],
    [
      'an hreflang for its own language that is another page',
      { alternates: twins.replace(`"en-CA" href="${url}"`, '"en-CA" href="https://www.northpaw.example/"') },
      `hreflang en-CA should be the page itself, ${url}`,
    ],
    [
      'no og:locale:alternate',
      { locale: '<meta property="og:locale" content="en_CA">' },
      'og:locale:alternate should be fr_CA',
    ],
  ])('reports %s', (_case, parts, problem) => {
    expect(headProblems(readPage(page(parts)), url)).toContain(problem);
  });

  it('holds a French page to its own language and its own URL', () => {
    const french = page({
      lang: ' lang="fr-CA"',
      canonical: `<link rel="canonical" href="${frUrl}">`,
      og: `<meta property="og:title" content="Brampton"><meta property="og:description" content="À Brampton."><meta property="og:url" content="${frUrl}"><meta property="og:image" content="https://www.northpaw.example/share/fr/site.png">`,
      locale: '<meta property="og:locale" content="fr_CA"><meta property="og:locale:alternate" content="en_CA">',
    });
    expect(headProblems(readPage(french), frUrl, { lang: 'fr' })).toEqual([]);
    expect(headProblems(readPage(french), frUrl)).toContain('<html lang> is fr-CA, not en-CA');
  });

  it('wants no canonical URL nor twin on a not-found page', () => {
    const notFound = page({
      og: '<meta property="og:title" content="Not found"><meta property="og:description" content="Gone."><meta property="og:image" content="https://www.northpaw.example/share/en/site.png">',
      alternates: '',
      locale: '<meta property="og:locale" content="en_CA">',
    });
    expect(headProblems(readPage(notFound), url, { notFound: true })).toEqual([
      `a not-found page names a canonical URL (${url})`,
    ]);
    expect(
      headProblems(
        readPage(page({ canonical: '', og: '', locale: '<meta property="og:locale" content="en_CA">' })),
        url,
        { notFound: true },
      ),
    ).toContain('a not-found page names a twin in another language');
    expect(
      headProblems(
        readPage(
          page({ canonical: '', og: '', alternates: '', locale: '<meta property="og:locale" content="en_CA">' }),
        ),
        url,
        {
          notFound: true,
        },
      ),
    ).toEqual([
      'expected one og:title',
      'expected one og:description',
      'expected one og:image, a PNG under /share/en/, found none',
    ]);
  });
});

describe('duplicateProblems', () => {
  it('names the pages that share a title or a description', () => {
    const a = readPage(page());
    const b = readPage(page({ title: '<title>Other</title>' }));
    expect(
      duplicateProblems([
        { path: '/a/', facts: a },
        { path: '/b/', facts: b },
      ]),
    ).toEqual(['description "Humane wildlife removal in Brampton." is shared by /a/, /b/']);
    expect(
      duplicateProblems([
        { path: '/a/', facts: a },
        { path: '/c/', facts: a },
      ]),
    ).toHaveLength(2);
  });
});

describe('readPage', () => {
  it('reads FAQ questions only from [data-faq] sections', () => {
    const body =
      '<h1>Q</h1><section data-faq><details><summary><span>Do you trap?</span><span>+</span></summary><p>No.</p></details></section>' +
      '<details><summary>Show all services</summary></details>';
    expect(readPage(page({ body })).questions).toEqual(['Do you trap?']);
  });
});

describe('htmlProblems', () => {
  it('passes valid HTML', async () => {
    expect(await htmlProblems(page())).toEqual([]);
  });

  it.each([
    [
      'a <style> in the body (as Astro writes its island rule)',
      '<style>p{color:red}</style><main><h1>A</h1></main>',
      'element-permitted-content',
    ],
    ['an unclosed element', '<main><h1>A</h1><div><p>text</main>', 'close-order'],
    ['a duplicate id', '<main><h1 id="a">A</h1><p id="a">B</p></main>', 'no-dup-id'],
    ['a list holding a <div>', '<main><h1>A</h1><ul><div>B</div></ul></main>', 'element-permitted-content'],
    [
      'a link inside a link',
      '<main><h1>A</h1><a href="/a/">A <a href="/b/">B</a></a></main>',
      'element-permitted-content',
    ],
    ['an image without alt text', '<main><h1>A</h1><img src="/a.svg" width="1" height="1"></main>', 'wcag/h37'],
    [
      'an input without a label',
      '<main><h1>A</h1><form><input name="q"><button>Go</button></form></main>',
      'input-missing-label',
    ],
    [
      'a form with no submit button',
      '<main><h1>A</h1><form><label>Q <input name="q"></label></form></main>',
      'wcag/h32',
    ],
    ['a link with no text', '<main><h1>A</h1><a href="/a/"></a></main>', 'wcag/h30'],
  ])('reports %s', async (_case, body, rule) => {
    const problems = await htmlProblems(page({ body }));
    expect(problems.join('\n')).toContain(rule);
  });
});
