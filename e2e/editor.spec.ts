/**
 * The content editor (/admin/content/) in a real browser, on Sveltia CMS's test backend: the
 * repository's files are written into the browser's private file system (where that backend
 * reads and commits), the owner edits as a person would, and the files it saved are read back
 * and held to the schemas the build reads them with. No git host is needed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { dump, load } from 'js-yaml';
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

/** Saves the entry and waits for the editor to say so, and to close the entry as it does after a save. */
async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Enregistrer)$/ }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /saved|enregistrée/i })
      .first(),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/(entries\/|new)/);
}

const toronto = ['src/content/cities/on/toronto.yaml', 'src/content/fr/cities/on/toronto.yaml'];

/** Brampton's line set to a number the schema refuses: the editor says why, and teams.json is unchanged. */
async function refusePhoneNumber(page: Page, message: RegExp) {
  await page.goto('/admin/content/#/collections/business/entries/teams');
  const teams = await field(page, /Teams|Équipes/);
  const number = await scrollTo(page, teams.getByRole('textbox', { name: /^(Number|Numéro)$/ }).nth(1));
  await number.fill('905-5550');
  await page.getByRole('button', { name: /^(Save|Enregistrer)$/ }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  const saved = await savedFiles(page, ['src/data/teams.json']);
  expect(saved['src/data/teams.json']).toBe(readFileSync('src/data/teams.json', 'utf8'));
}

// The refusals on one load of the editor, as an owner meets them in one sitting: loading Sveltia and
// the repository was most of each one's cost (30.5 CPU seconds for four tests, 18.4 for these two).
test('refuses a phone number, office hours that close before they open and a new city in English alone, says why, and saves nothing', async ({
  page,
}) => {
  // Three refusals in one test: 30 s of the default minute on a machine at half this kind's speed.
  test.setTimeout(120_000);
  await seedRepository(page);
  await openEditor(page);

  await test.step('a phone number the schema refuses', () =>
    refusePhoneNumber(page, /a phone number with its area code/));

  await test.step('office hours that close before they open, a rule no field states', async () => {
    // Away from the refused entry without saving it, as a person leaves it.
    await page.goto('/admin/content/#/collections/cities-on/entries/toronto');
    const closes = await scrollTo(
      page,
      (await field(page, /Office hours/)).getByRole('textbox', { name: 'Closes' }).first(),
    );
    await closes.fill('07:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'Not saved: Business listing › Office hours › 1 (English): opens must be before closes on the same day',
      ),
    ).toBeVisible();
    const saved = await savedFiles(page, toronto);
    for (const path of toronto) expect(saved[path], path).toBe(readFileSync(path, 'utf8'));
  });

  await test.step('a new city in English alone: its French side is named, field by field', async () => {
    await page.goto('/admin/content/#/collections/cities-on/new');
    const editing = page.getByRole('group', { name: /Edit .English. Content/ });
    await editing.getByRole('textbox', { name: 'Name', exact: true }).fill('Mississauga');
    await editing.getByRole('textbox', { name: 'Greater area' }).fill('greater-toronto');
    await editing.getByRole('textbox', { name: 'Time zone' }).fill('America/Toronto');
    await editing
      .getByRole('textbox', { name: 'Introduction' })
      .fill('Mississauga runs along the Credit River to Lake Ontario, with ravines behind many streets.');
    await (
      await scrollTo(page, editing.getByRole('textbox', { name: 'Where the team is' }))
    ).fill('Served from our head office');
    await (await scrollTo(page, editing.getByRole('button', { name: /Add .Areas served/ }))).click();
    await editing.getByRole('textbox', { name: 'Areas served' }).first().fill('Port Credit');
    await page.getByRole('button', { name: 'Save' }).click();

    // The French side is marked, and the check lists what it lacks under "French" alone.
    await expect(page.getByRole('radio', { name: 'French (error)' }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English (error)' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Validation' }).click();
    const english = page
      .getByRole('group')
      .filter({ has: page.getByRole('heading', { name: 'English' }) })
      .last();
    const french = page
      .getByRole('group')
      .filter({ has: page.getByRole('heading', { name: 'French' }) })
      .last();
    await expect(english).toContainText('No errors found.');
    await expect(french.getByRole('button', { name: 'Name' })).toContainText('This field is required.');
    const written = await page.evaluate(async () => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
      const on = await (
        await (await (await root.getDirectoryHandle('src')).getDirectoryHandle('content')).getDirectoryHandle('cities')
      ).getDirectoryHandle('on');
      const names: string[] = [];
      for await (const name of (on as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
      return names;
    });
    expect(written).not.toContain('mississauga.yaml');
  });
});

test.describe('in fr-CA', () => {
  test.use({ locale: 'fr-CA' });

  test('refuses a phone number the schema refuses and says why in French', async ({ page }) => {
    await seedRepository(page);
    await openEditor(page);
    await refusePhoneNumber(page, /un numéro avec son indicatif régional/);
  });
});

/** The copies of the project the tests built, removed with their content store once done. */
const copies: string[] = [];
test.afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  rmSync(join('node_modules', '.astro-disteditor'), { recursive: true, force: true });
});

/** Builds a copy of the project with the files the editor saved, Ontario's pages only, and returns where its pages are. */
function buildWith(saved: Record<string, string>): string {
  const project = resolve('.');
  const work = mkdtempSync(join(tmpdir(), 'northpaw-editor-'));
  copies.push(work);
  // What a build leaves behind, or only a developer's machine has: not copied.
  const leftOut = new Set(['node_modules', 'dist', '.git', '.astro', 'data', 'test-results', 'screenshots']);
  cpSync(project, work, {
    recursive: true,
    filter: (source) => !leftOut.has(relative(project, source).split(sep)[0] ?? ''),
  });
  symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(saved)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  // Ontario alone, the province the saved files are about, in both languages: a sixth of the pages,
  // so the build takes a third of the CPU of the whole site's (20 against 44 seconds on this machine
  // kind), and every page the checks below read is still built.
  for (const content of ['src/content', 'src/content/fr']) {
    const provinces = join(work, content, 'provinces.yaml');
    writeFileSync(
      provinces,
      dump((load(readFileSync(provinces, 'utf8')) as { id: string }[]).filter(({ id }) => id === 'on')),
    );
    for (const province of readdirSync(join(work, content, 'cities')).filter((code) => code !== 'on')) {
      rmSync(join(work, content, 'cities', province), { recursive: true });
    }
  }
  // What the editor wrote passes the project's format check, which every commit must pass to deploy.
  const format = spawnSync(
    process.execPath,
    ['node_modules/prettier/bin/prettier.cjs', '--check', ...Object.keys(saved)],
    {
      cwd: work,
      encoding: 'utf8',
    },
  );
  if (format.status !== 0) throw new Error(`the saved files fail the format check:\n${format.stdout}${format.stderr}`);
  // Its own content store (astro.config.ts names it after NORTHPAW_DIST), fresh.
  rmSync(join(project, 'node_modules', '.astro-disteditor'), { recursive: true, force: true });
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    cwd: work,
    // No check below reads a share image (src/pages/share/[...image].ts).
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NORTHPAW_DIST: 'dist-editor', NORTHPAW_SHARE_IMAGES: 'none' },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the build of the saved files failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  return join(work, 'dist-editor', 'client');
}

/** Every built page under a path, as [path, html]. */
function pagesUnder(client: string, path: string): [string, string][] {
  return readdirSync(join(client, path), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.includes('404'))
    .map((file) => [`${path}${file}`, readFileSync(join(client, path, file), 'utf8')]);
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '{}') as unknown,
  );

test("the owner's afternoon: Brampton's line, Toronto's hours, the warranty's term and a new post in both languages, then a build shows each", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await seedRepository(page);
  await openEditor(page);
  // The way back to the owner's inbox.
  await expect(page.getByRole('link', { name: '← Inbox' })).toHaveAttribute('href', '/admin/');

  // Brampton's line.
  await page.goto('/admin/content/#/collections/business/entries/teams');
  const number = await scrollTo(page, (await field(page, /Teams/)).getByRole('textbox', { name: 'Number' }).nth(1));
  await expect(number).toHaveValue('905-555-0173');
  await number.fill('905-555-0188');
  await save(page);

  // Toronto's hours: open until 8 on weekdays.
  await page.goto('/admin/content/#/collections/cities-on/entries/toronto');
  const closes = await scrollTo(
    page,
    (await field(page, /Office hours/)).getByRole('textbox', { name: 'Closes' }).first(),
  );
  await expect(closes).toHaveValue('19:00');
  await closes.fill('20:00');
  await save(page);

  // The warranty's term, and the day the terms changed with it.
  await page.goto('/admin/content/#/collections/business/entries/warranty');
  await (await scrollTo(page, page.getByRole('spinbutton', { name: 'Term in years' }))).fill('3');
  await save(page);
  await page.goto('/admin/content/#/collections/legal/entries/terms');
  await page.getByRole('radio', { name: 'French' }).last().click();
  for (const date of await page.getByRole('textbox', { name: 'Last updated' }).all()) await date.fill('2026-12-01');
  await save(page);

  // A new post, English on the left, French on the right.
  await page.goto('/admin/content/#/collections/blog/new');
  const english = page.getByRole('group', { name: /Edit .English. Content/ });
  await english.getByRole('textbox', { name: 'Title' }).fill('Chimney Swifts Are Not Bats');
  await english.getByRole('textbox', { name: 'Published' }).fill('2026-12-01');
  await english
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Chattering in the chimney in June is often chimney swifts, a protected bird, not bats.');
  await english
    .getByRole('textbox', { name: 'Text' })
    .fill(
      'Chimney swifts nest inside open chimneys from May to August. They are protected: we wait until they leave, then cap the chimney.',
    );
  await page.getByRole('radio', { name: 'French' }).last().click();
  const french = page.getByRole('group', { name: /Edit .French. Content/ });
  await french.getByRole('textbox', { name: 'Title' }).fill('Les martinets ramoneurs ne sont pas des chauves-souris');
  await french
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Des gazouillis dans la cheminée en juin, c’est souvent le martinet ramoneur, un oiseau protégé.');
  await french.getByRole('textbox', { name: 'Address (slug)' }).fill('martinets-ramoneurs');
  await french
    .getByRole('textbox', { name: 'Text' })
    .fill(
      'Le martinet ramoneur niche dans les cheminées ouvertes de mai à août. Il est protégé : nous attendons son départ, puis nous posons un chapeau.',
    );
  await save(page);

  const post = 'chimney-swifts-are-not-bats.md';
  const paths = [
    'src/data/teams.json',
    'src/data/warranty.json',
    ...toronto,
    'src/content/legal/terms.md',
    'src/content/fr/legal/terms.md',
    `src/content/blog/${post}`,
    `src/content/fr/blog/${post}`,
  ];
  const saved = await savedFiles(page, paths);
  // Each file as the schemas read it, with only what was edited changed.
  for (const path of toronto) {
    const city = citySchema.parse(load(saved[path] ?? ''));
    const before = citySchema.parse(load(readFileSync(path, 'utf8')));
    expect(city.nap.hours?.[0], path).toEqual({ ...before.nap.hours?.[0], closes: '20:00' });
    expect({ ...city, nap: { ...city.nap, hours: before.nap.hours } }, path).toEqual(before);
  }
  const teams = teamsSchema.parse(JSON.parse(saved['src/data/teams.json'] ?? ''));
  expect(teams.teams.find((t) => t.city === 'on/brampton')?.phone).toEqual({ text: '905-555-0188', languages: ['en'] });
  // The terms' date, set on both sides.
  for (const terms of ['src/content/legal/terms.md', 'src/content/fr/legal/terms.md']) {
    expect(saved[terms], terms).toMatch(/^updated: '?2026-12-01'?$/m);
  }
  const client = buildWith(saved);

  // The header's line on every page of Brampton's, and in its JSON-LD; the French pages keep the line answered in French.
  for (const [path, html] of pagesUnder(client, 'on/brampton/')) {
    expect(html, path).toContain('href="tel:+19055550188"');
    expect(html, path).not.toContain('905-555-0173');
  }
  for (const [path, html] of pagesUnder(client, 'fr/on/brampton/')) {
    expect(html, path).toContain('href="tel:+18885550142"');
    expect(html, path).not.toMatch(/905.555.0173/);
  }
  // Toronto's hours in its JSON-LD, in both languages.
  for (const path of ['on/toronto/index.html', 'fr/on/toronto/index.html']) {
    expect(JSON.stringify(jsonLd(readFileSync(join(client, path), 'utf8'))), path).toContain('"closes":"20:00"');
  }
  // The term wherever the warranty is promised, the terms included, in both languages; the old term nowhere.
  const everyPage = pagesUnder(client, '');
  expect(
    everyPage.filter(([, html]) => /2-year warranty|garantie écrite de 2\s*ans/.test(html)).map(([p]) => p),
  ).toEqual([]);
  expect(readFileSync(join(client, 'terms/index.html'), 'utf8')).toContain('runs for 3 years');
  expect(readFileSync(join(client, 'fr/conditions/index.html'), 'utf8')).toMatch(/garantie écrite de 3(\s|&nbsp;)ans/);
  expect(everyPage.filter(([, html]) => html.includes('3-year warranty')).length).toBeGreaterThan(10);
  // The post, in each language at its own address.
  expect(readFileSync(join(client, 'blog/chimney-swifts-are-not-bats/index.html'), 'utf8')).toContain(
    'Chimney Swifts Are Not Bats',
  );
  expect(readFileSync(join(client, 'fr/blogue/martinets-ramoneurs/index.html'), 'utf8')).toContain(
    'Les martinets ramoneurs ne sont pas des chauves-souris',
  );
});
