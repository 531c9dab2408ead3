/**
 * /admin/numbers/ and /admin/numbers.csv (numbers.tsx) through the site server, signed in,
 * against SQLite and, when DATABASE_URL is set, PostgreSQL; and the CSV on its own.
 */
import { signInAs, testMailbox } from '../../../../test/people.ts';
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countsSentence, numbersCsv, numbersCsvName } from '../../render/admin/numbers-page.tsx';
import { catalogueFile } from '../../../lib/catalogue.ts';
import { recordLead } from '../../store/leads.ts';
import { namesFrom } from '../../domain/names.ts';
import type { NumbersReport } from '../../domain/numbers.ts';
import { realCatalogue } from '../../../../test/catalogue.ts';
import {
  contactLead,
  fixedNow,
  makeClientDir,
  quoteLead,
  quoteLeadFr,
  startSiteServer,
  testBuild,
  storeKinds,
  useStore,
  type RunningServer,
} from '../../../../test/db.ts';
import { addDays } from '../../domain/business-day.ts';
import { countPageEvent } from '../../store/page-events.ts';

const names = namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));

describe('numbersCsv', () => {
  const report = (rows: NumbersReport['rows']): NumbersReport => ({
    timeZone: 'America/Toronto',
    from: '2026-02-01',
    to: '2026-03-02',
    days: [],
    rows,
    totals: { calls: 0, quotes: 0, contacts: 0 },
    byCity: [],
    byService: [],
    unusual: [],
  });

  it('is exactly the header, then one line per day and page', () => {
    expect(
      numbersCsv(
        report([
          { day: '2026-02-01', page: '/contact/', calls: 0, quotes: 0, contacts: 1 },
          { day: '2026-03-02', page: '/on/brampton/', calls: 3, quotes: 1, contacts: 0 },
        ]),
      ),
    ).toBe('day,page,calls,quotes,contacts\r\n2026-02-01,/contact/,0,0,1\r\n2026-03-02,/on/brampton/,3,1,0\r\n');
    expect(numbersCsv(report([]))).toBe('day,page,calls,quotes,contacts\r\n');
  });

  it('neutralises a page a spreadsheet would run as a formula', () => {
    const csv = numbersCsv(report([{ day: '2026-03-02', page: '=HYPERLINK("x")', calls: 1, quotes: 0, contacts: 0 }]));
    expect(csv.split('\r\n')[1]).toBe(`2026-03-02,"'=HYPERLINK(""x"")",1,0,0`);
  });
});

describe('numbersCsvName', () => {
  it('names the file after the last day it counts', () => {
    const report = { to: '2026-03-02' } as NumbersReport;
    expect(numbersCsvName(report)).toBe('northpaw-numbers-2026-03-02.csv');
  });
});

describe('countsSentence', () => {
  it('says one and many', () => {
    expect(countsSentence({ calls: 1, quotes: 0, contacts: 1 })).toBe('1 call clicked, 0 quotes and 1 contact message');
    expect(countsSentence({ calls: 1200, quotes: 2, contacts: 3 })).toBe(
      '1,200 calls clicked, 2 quotes and 3 contact messages',
    );
  });
});

describe.each(storeKinds)('/admin/numbers/ on $name', (kind) => {
  const store = useStore(kind);
  const secret = 's'.repeat(32);
  /** The pages of the test build: only these are counted. */
  const pages = new Set(['/on/brampton/', '/fr/qc/montreal/retrait-ratons-laveurs/', '/contact/']);
  let server: RunningServer;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = await makeClientDir();
  });
  // A new server per test, as serve.ts puts it together: the once-a-day memory of each
  // client's clicks, and the limit on sign-ins, live in it.
  let mailbox: ReturnType<typeof testMailbox>;
  beforeEach(async () => {
    mailbox = testMailbox();
    server = await startSiteServer({
      build: testBuild(clientDir, { names, pages }),
      db: store.db,
      mailer: mailbox.mailer,
      settings: { TRUST_PROXY: 1, SESSION_SECRET: secret },
      clock: () => fixedNow,
    });
  });
  afterEach(async () => {
    await server?.close();
  });
  afterAll(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  const get = async (path: string, cookie?: string) => {
    const res = await server.fetch(`${server.origin}${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    });
    expect(res.headers.get('cache-control'), `Cache-Control of ${path}`).toBe('no-store');
    return res;
  };
  const session = () => signInAs(server, mailbox);
  /** A call click as a browser's beacon sends it, from a visitor at `address` (behind the proxy). */
  const beacon = (
    page: string,
    address = '198.51.100.1',
    headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
  ) =>
    server.fetch(`${server.origin}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify({ page, kind: 'call' }),
    });
  /** The text of an HTML fragment, tags removed, spaces collapsed. */
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  /** The rows of the table under the heading `id`, as text. */
  const tableRows = (html: string, id: string) => {
    const section = html.slice(html.indexOf(`id="${id}"`));
    const body = section.slice(section.indexOf('<tbody>'), section.indexOf('</tbody>'));
    return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) => text(row ?? ''));
  };

  it.each(['/admin/numbers/', '/admin/numbers.csv'])('sends %s without a session to the sign-in page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/login/');
  });

  it('links to the numbers from the inbox', async () => {
    const html = await (await get('/admin/', await session())).text();
    expect(html).toContain('<a class="link" href="/admin/numbers/">Numbers: calls, quotes and contact messages');
  });

  it('shows the calls clicked (by beacon), quotes and contacts per city and per service, busiest first', async () => {
    for (let i = 1; i <= 3; i++) expect((await beacon('/on/brampton/', `198.51.100.${i}`)).status).toBe(204);
    // One count per visitor, page and day: a second tap, or a script tapping again, adds nothing.
    expect((await beacon('/on/brampton/', '198.51.100.1')).status).toBe(204);
    // A post that says it comes from no page of this site is not counted.
    expect((await beacon('/on/brampton/', '198.51.100.9', {})).status).toBe(403);
    expect((await beacon('/fr/qc/montreal/retrait-ratons-laveurs/')).status).toBe(204);
    await recordLead(store.db, quoteLead, [], fixedNow);
    await recordLead(store.db, quoteLeadFr, [], fixedNow);
    await recordLead(store.db, contactLead, [], fixedNow);

    const res = await get('/admin/numbers/', await session());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<title>Numbers | Northpaw inbox</title>');
    expect(text(html)).toContain('The last 30 days, 2026-02-01 to 2026-03-02 (America/Toronto)');
    // Ties (a total of 1) by name.
    expect(tableRows(html, 'per-city')).toEqual([
      'Brampton, ON 3 2 0 5',
      'Montreal, QC 1 0 0 1',
      'Pages of no city 0 0 1 1',
    ]);
    expect(tableRows(html, 'per-service')).toEqual(['Pages of no service 3 0 1 4', 'Raccoon Removal 1 2 0 3']);
    // Each day's table, newest first: today's row holds everything.
    expect(tableRows(html, 'per-day')[0]).toBe('2026-03-02 4 2 1');
    expect(tableRows(html, 'per-day')).toHaveLength(30);
  });

  it('draws the 30 days as an inline SVG chart with a text alternative', async () => {
    await beacon('/on/brampton/');
    await recordLead(store.db, quoteLead, [], fixedNow);
    const html = await (await get('/admin/numbers/', await session())).text();
    const svg = /<svg viewBox="0 0 600 150" role="img" aria-label="([^"]+)"[^>]*>(.*?)<\/svg>/.exec(html);
    expect(svg?.[1]).toBe(
      'Calls clicked, quotes and contact messages per day from 2026-02-01 to 2026-03-02: 1 call clicked, 1 quote and 0 contact messages in all; the busiest day was 2026-03-02, with 2. Each day&#x27;s numbers are in the table below the chart.',
    );
    expect(svg?.[2]).toContain('<title>Calls clicked, quotes and contact messages per day</title><desc>');
    // One group per day; today's bar is the full height, a call under a quote.
    expect(svg?.[2]?.match(/<g>/g)).toHaveLength(30);
    expect(svg?.[2]).toContain(
      '<g><title>2026-03-02: 1 call clicked, 1 quote and 0 contact messages</title><rect x="583" y="77" width="14" height="73" fill="#b45309"></rect><rect x="583" y="4" width="14" height="73" fill="#245a43"></rect></g>',
    );
    // No script on the page, so nothing to load: the inbox has none.
    expect(html).not.toContain('<script');
  });

  it('says so when nothing was counted', async () => {
    const html = await (await get('/admin/numbers/', await session())).text();
    expect(html).toContain('Nothing was counted in these 30 days.');
    expect(html).not.toContain('role="img"');
  });

  it('exports the CSV of the 30 days: exactly day,page,calls,quotes,contacts, one row per day and page', async () => {
    await beacon('/on/brampton/', '198.51.100.1');
    await beacon('/on/brampton/', '198.51.100.2');
    await countPageEvent(store.db, { day: '2026-02-10', page: '/contact/', kind: 'call' });
    await countPageEvent(store.db, { day: '2026-01-31', page: '/contact/', kind: 'call' }); // before the 30 days
    await recordLead(store.db, quoteLead, [], fixedNow);
    await recordLead(store.db, contactLead, [], new Date('2026-02-10T12:00:00Z'));
    const res = await get('/admin/numbers.csv', await session());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="northpaw-numbers-2026-03-02.csv"');
    expect((await res.text()).split('\r\n')).toEqual([
      'day,page,calls,quotes,contacts',
      '2026-02-10,/contact/,1,0,1',
      '2026-03-02,/on/brampton/,2,0,0',
      '2026-03-02,/on/brampton/raccoon-removal/,0,1,0',
      '',
    ]);
  });

  it('lists the days of unusually many calls on a page, newest first, still counting them in the tables and the CSV', async () => {
    const calls = (page: string, perDay: Record<string, number>) =>
      store.db
        .insertInto('page_events')
        .values(Object.entries(perDay).map(([day, count]) => ({ day, page, kind: 'call' as const, count })))
        .execute();
    // A page with 0 to 2 calls a day, then 40 in one day: more like a script than callers.
    await calls('/on/brampton/', {
      '2026-02-03': 1,
      '2026-02-10': 2,
      '2026-02-17': 1,
      '2026-02-20': 40,
      '2026-02-24': 2,
    });
    // 15 where there are never any stands out too.
    await calls('/contact/', { '2026-02-27': 15 });
    // 9 is below the floor, and 12 on a page that has 3 every day is not five times its usual.
    await calls('/services/bat-removal/', { '2026-02-26': 9 });
    await calls(
      '/qc/montreal/',
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [addDays('2026-02-01', i), i === 20 ? 12 : 3])),
    );
    const cookie = await session();
    const html = await (await get('/admin/numbers/', cookie)).text();
    const section = html.slice(html.indexOf('id="unusual"'), html.indexOf('</section>', html.indexOf('id="unusual"')));
    expect(text(section)).toContain('Unusual days');
    expect([...section.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item?.replace(/<[^>]+>/g, ''))).toEqual([
      '2026-02-27, /contact/: 15 calls clicked (usually 0)',
      '2026-02-20, /on/brampton/: 40 calls clicked (usually 0)',
    ]);
    // Shown for what it is, and still counted: the owner compares it with the phone line's own log.
    expect(tableRows(html, 'per-day')).toContain('2026-02-20 43 0 0'); // and Montreal's usual 3
    const csv = (await (await get('/admin/numbers.csv', cookie)).text()).split('\r\n');
    expect(csv).toContain('2026-02-20,/on/brampton/,40,0,0');
    expect(csv).toContain('2026-02-27,/contact/,15,0,0');
  });

  it('shows no unusual days when no page has any', async () => {
    await beacon('/on/brampton/');
    const html = await (await get('/admin/numbers/', await session())).text();
    expect(html).toContain('id="per-day"');
    expect(html).not.toContain('Unusual days');
  });
});
