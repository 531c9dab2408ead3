/**
 * The content editor (/admin/content/) in a real browser, on Sveltia CMS's test backend: the
 * repository's files are written into the browser's private file system (where that backend
 * reads and commits), the owner edits as a person would, and the files it saved are read back
 * and held to the schemas the build reads them with. No git host is needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { citySchema } from '../src/lib/content-schemas.ts';
import { teamsSchema } from '../src/lib/business-schemas.ts';

/** The files the editor works on, as the repository has them. */
function repositoryFiles(): [string, string][] {
  const files: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push([path, readFileSync(path, 'utf8')]);
    }
  };
  walk('src/content');
  walk('src/data');
  return files;
}

/** Writes the repository into the folder Sveltia's test backend reads: the origin's private file system. */
async function seedRepository(page: Page) {
  await page.goto('/admin/content/backend.json');
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('sveltia-cms-test', { recursive: true }).catch(() => undefined);
    const base = await root.getDirectoryHandle('sveltia-cms-test', { create: true });
    for (const [path, text] of files) {
      const parts = path.split('/');
      let dir = base;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, repositoryFiles());
}

/** The text of files as the editor left them in the repository. */
async function savedFiles(page: Page, paths: string[]): Promise<Record<string, string>> {
  return page.evaluate(async (paths) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    const read = async (path: string) => {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
    };
    return Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await read(p)] as const)));
  }, paths);
}

/** Opens the editor on the test repository, as the sign-in page offers it. */
async function openEditor(page: Page, button = /Test Repository|dépôt de test/i) {
  await page.goto('/admin/content/');
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('navigation').or(page.getByRole('main')).first()).toBeVisible();
}

/**
 * Scrolls the English editing pane down until `target` is drawn (the editor draws fields as they
 * come into view), as a person scrolls to a field.
 */
async function scrollTo(page: Page, target: Locator): Promise<Locator> {
  await page.mouse.move(300, 500);
  for (let i = 0; i < 60 && !(await target.count()); i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** A field of the entry's English editing pane, by its label. */
const field = (page: Page, label: RegExp) => scrollTo(page, page.getByRole('group', { name: label }).first());

/** Saves the entry and waits for the editor to say so. */
async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Enregistrer)$/ }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /saved|enregistrée/i })
      .first(),
  ).toBeVisible();
}

const toronto = ['src/content/cities/on/toronto.yaml', 'src/content/fr/cities/on/toronto.yaml'];

test("edits Toronto's office hours in both languages and Brampton's line, and saves files the schemas accept", async ({
  page,
}) => {
  await seedRepository(page);
  await openEditor(page);

  await page.goto('/admin/content/#/collections/cities-on/entries/toronto');
  const hours = await field(page, /Office hours/);
  const closes = await scrollTo(page, hours.getByRole('textbox', { name: 'Closes' }).first());
  await expect(closes).toHaveValue('19:00');
  await closes.fill('20:00');
  await save(page);

  const saved = await savedFiles(page, toronto);
  for (const path of toronto) {
    const city = citySchema.parse(load(saved[path] ?? ''));
    const before = citySchema.parse(load(readFileSync(path, 'utf8')));
    expect(city.nap.hours?.[0], path).toEqual({ ...before.nap.hours?.[0], closes: '20:00' });
    // Nothing else changed: the rest of the file reads as it did.
    expect({ ...city, nap: { ...city.nap, hours: before.nap.hours } }, path).toEqual(before);
  }

  await page.goto('/admin/content/#/collections/business/entries/teams');
  const teams = await field(page, /Teams/);
  const number = await scrollTo(page, teams.getByRole('textbox', { name: 'Number' }).nth(1));
  await expect(number).toHaveValue('905-555-0173');
  await number.fill('905-555-0199');
  await save(page);
  const data = teamsSchema.parse(
    JSON.parse((await savedFiles(page, ['src/data/teams.json']))['src/data/teams.json'] ?? ''),
  );
  expect(data.teams.find((t) => t.city === 'on/brampton')?.phone).toEqual({ text: '905-555-0199', languages: ['en'] });
});

for (const [locale, message] of [
  ['en-CA', /a phone number with its area code/],
  ['fr-CA', /un numéro avec son indicatif régional/],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('refuses a phone number the schema refuses, says why in the editor’s language, and saves nothing', async ({
      page,
    }) => {
      await seedRepository(page);
      await openEditor(page);
      await page.goto('/admin/content/#/collections/business/entries/teams');
      const teams = await field(page, /Teams|Équipes/);
      const number = await scrollTo(page, teams.getByRole('textbox', { name: /^(Number|Numéro)$/ }).nth(1));
      await number.fill('905-5550');
      await page.getByRole('button', { name: /^(Save|Enregistrer)$/ }).click();
      await expect(page.getByText(message).first()).toBeVisible();
      const saved = await savedFiles(page, ['src/data/teams.json']);
      expect(saved['src/data/teams.json']).toBe(readFileSync('src/data/teams.json', 'utf8'));
    });
  });
}
