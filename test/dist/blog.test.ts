/**
 * The blog, its posts, the feed and the other content pages as served: what a reader, a feed
 * reader and a search engine are sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, test } from 'vitest';
import { site as business } from '../../src/site.config.ts';
import { builtSite } from './built-site.ts';
import { attr, elementsOf, firstOf, headingsIn, hrefsOf, jsonLdOf, labelled, linksIn, metaOf, textOf } from './html.ts';

const site = builtSite();

const printedDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** Every post from its source file, newest day first: [path, ISO date, the date as printed]. */
const posts = readdirSync('src/content/blog')
  .map((file) => {
    const [, front = ''] = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(`src/content/blog/${file}`, 'utf8')) ?? [];
    const { date: raw } = load(front) as { date: Date | string };
    const date = new Date(raw);
    return [`/blog/${file.replace(/\.md$/, '')}/`, date.toISOString().slice(0, 10), printedDate.format(date)] as const;
  })
  .sort((a, b) => b[1].localeCompare(a[1]));

/** A post's Markdown source: its front matter, and its body's second-level headings. */
function source(path: string) {
  const [, front = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(`src/content/blog/${path.split('/')[2]}.md`, 'utf8')) ?? [];
  return { excerpt: (load(front) as { excerpt: string }).excerpt, h2: body.match(/^## /gm)?.length ?? 0 };
}

test('the blog lists every post, newest first, with excerpt, date, reading time and author', async () => {
  const cards = elementsOf(await site.page('/blog/'), 'article');
  const listed = cards.map((card) => hrefsOf(linksIn(card)));
  expect(listed.every((hrefs) => hrefs.length === 1)).toBe(true);
  const listedPosts = listed.map(([href]) => posts.find(([path]) => path === href));
  expect(listedPosts.map((post) => post?.[0]).sort()).toEqual(posts.map(([path]) => path).sort());
  expect(listedPosts.map((post) => post?.[1])).toEqual(posts.map(([, iso]) => iso));
  const texts = cards.map(textOf);
  for (const [i, post] of listedPosts.entries()) {
    if (!post) continue; // an unknown post has already failed the sorted check above
    const [path, , printed] = post;
    expect(texts[i]).toContain(source(path).excerpt);
    expect(texts[i]).toMatch(new RegExp(`${printed} · \\d+ min read · ${business.names.en}`));
  }
});

test.each(posts)(
  '%s: back link, title, date, author, body, help box and BlogPosting data',
  async (path, iso, printed) => {
    const page = await site.page(path);
    expect(hrefsOf(linksIn(page, 'Back to Blog'))).toEqual(['/blog/']);
    const [h1, ...moreH1] = headingsIn(page, 1);
    expect(moreH1).toEqual([]);
    const time = firstOf(page, 'time');
    expect(attr(time, 'datetime')).toBe(iso);
    expect(textOf(time)).toBe(printed);
    const body = elementsOf(page).filter((el) => attr(el, 'class')?.split(' ').includes('prose-content'));
    expect(body.flatMap((el) => elementsOf(el, 'h2'))).toHaveLength(source(path).h2);
    const help = labelled(page, 'Need Professional Help?', 'aside');
    // A link to every place without JavaScript; the picker makes it a button (e2e/header-controls.spec.ts).
    expect(hrefsOf(linksIn(help, 'Choose Your City'))).toEqual(['/find/']);
    expect(hrefsOf(linksIn(help, /Call/))).toEqual(['tel:+18885550142']);
    const posting = jsonLdOf(page).find((b) => b['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ datePublished: iso, url: `https://www.northpaw.example${path}` });
    expect(posting?.headline).toBe(h1);
  },
);

test('the RSS feed lists the posts and every page links to it', async () => {
  const feed = await (await site.get('/rss.xml')).text();
  expect(feed).toContain('<rss');
  for (const [path] of posts) expect(feed).toContain(`https://www.northpaw.example${path}`);
  const alternates = elementsOf(await site.page('/'), 'link').filter(
    (link) => attr(link, 'rel') === 'alternate' && attr(link, 'type') === 'application/rss+xml',
  );
  expect(hrefsOf(alternates)).toEqual(['/rss.xml']);
});

test.each([
  ['/privacy/', ['privacy@northpaw.example']],
  ['/terms/', ['Ontario']],
  ['/accessibility/', [/WCAG\)? 2\.2, level AA/, '5 business days', 'accessibility@northpaw.example']],
])('%s says what readers look for on it', async (path, says) => {
  const page = await site.page(path);
  const main = textOf(firstOf(page, 'main'));
  for (const text of says) expect(main).toMatch(text);
});

test.each(['/privacy/', '/terms/'])('%s shows the date it was last updated', async (path) => {
  const texts = elementsOf(await site.page(path)).map(textOf);
  expect(texts).toContainEqual(expect.stringMatching(/^Last updated: [A-Z][a-z]+ \d{1,2}, 20\d\d$/));
});

test('/thank-you/ confirms, offers call and homepage links, and stays out of search and the sitemap', async () => {
  const page = await site.page('/thank-you/');
  expect(headingsIn(page, 1)).toEqual([expect.stringContaining('Received')]);
  expect(hrefsOf(linksIn(firstOf(page, 'main'), /Call/))).toEqual(['tel:+18885550142']);
  expect(hrefsOf(linksIn(page, 'Back to the homepage'))).toEqual(['/']);
  expect(metaOf(page, 'robots')).toMatch(/noindex/);
  const sitemap = await (await site.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/thank-you/');
  expect(sitemap).toContain('/blog/how-one-way-doors-work/');
});
