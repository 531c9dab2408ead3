import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { load } from 'js-yaml';
import { site } from '../src/site.config.ts';
import { gotoHydrated, jsonLd } from './helpers.ts';

const posts = [
  ['/blog/how-one-way-doors-work/', '2025-09-23', 'September 23, 2025'],
  ['/blog/top-raccoon-entry-points-on-a-typical-roof/', '2025-09-21', 'September 21, 2025'],
] as const;

/** A post's Markdown source: its front matter, and its body's second-level headings. */
function source(path: string) {
  const [, front = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(`src/content/blog/${path.split('/')[2]}.md`, 'utf8')) ?? [];
  return { excerpt: (load(front) as { excerpt: string }).excerpt, h2: body.match(/^## /gm)?.length ?? 0 };
}

test('the blog lists both posts, newest first, with excerpt, date and author', async ({ page }) => {
  await page.goto('/blog/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const [i, [path, , printed]] of posts.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('link')).toHaveAttribute('href', path);
    await expect(card).toContainText(source(path).excerpt);
    await expect(card).toContainText(`${printed} · ${site.name}`);
  }
  const delays = await page
    .locator('main li')
    .evaluateAll((items) => items.map((li) => getComputedStyle(li).animationDelay));
  expect(delays).toEqual(['0s', '0.1s']);
});

for (const [path, iso, printed] of posts) {
  test(`${path}: back link, title, date, author, body, help box and BlogPosting data`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('time').first()).toHaveAttribute('datetime', iso);
    await expect(page.locator('time').first()).toHaveText(printed);
    await expect(page.locator('.prose-content h2')).toHaveCount(source(path).h2);
    const help = page.getByRole('complementary', { name: 'Need Professional Help?' });
    await expect(help.getByRole('button', { name: 'Choose Your City' })).toBeVisible();
    await expect(help.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+18885550142');
    const posting = (await jsonLd(page)).find((b) => b['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ datePublished: iso, url: `https://www.northpaw.example${path}` });
    expect(posting?.headline).toBe(await page.getByRole('heading', { level: 1 }).innerText());
  });
}

test("the article's Choose Your City goes to the city page", async ({ page }) => {
  await gotoHydrated(page, posts[0][0]);
  await page.getByRole('button', { name: 'Choose Your City' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Service Area' });
  await dialog.getByLabel('Province').selectOption('mb');
  await dialog.getByRole('button', { name: 'Winnipeg' }).click();
  await expect(page).toHaveURL('/mb/winnipeg/');
});

test('an unknown post answers 404 with Back to Blog', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await expect(page.getByText('The blog post you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog/');
});

test('the RSS feed lists the posts and every page links to it', async ({ page, request }) => {
  const feed = await (await request.get('/rss.xml')).text();
  expect(feed).toContain('<rss');
  for (const [path] of posts) expect(feed).toContain(`https://www.northpaw.example${path}`);
  await page.goto('/');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
});

test('privacy and terms show the date they were last updated; accessibility states its aim and contact', async ({
  page,
}) => {
  for (const path of ['/privacy/', '/terms/']) {
    await page.goto(path);
    await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, 20\d\d$/)).toBeVisible();
  }
  await page.goto('/privacy/');
  await expect(page.locator('main')).toContainText('privacy@northpaw.example');
  await page.goto('/terms/');
  await expect(page.locator('main')).toContainText('Ontario');
  await page.goto('/accessibility/');
  await expect(page.locator('main')).toContainText(/WCAG\)? 2\.2, level AA/);
  await expect(page.locator('main')).toContainText('5 business days');
  await expect(page.locator('main')).toContainText('accessibility@northpaw.example');
});

test('/thank-you/ confirms, offers call and homepage links, and stays out of search and the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/thank-you/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('received');
  await expect(page.locator('main').getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+18885550142');
  await expect(page.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/thank-you/');
  expect(sitemap).toContain('/blog/how-one-way-doors-work/');
});
