/** The owner's numbers (numbers.ts) against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { beforeEach, describe, expect, it } from 'vitest';
import { parsePostalCode } from '../../lib/postal-code.ts';
import { catalogueFile } from '../../lib/catalogue.ts';
import { recordLead } from '../store/leads.ts';
import { namesFrom } from './names.ts';
import { noCity, noService, numbersReport, unusualCalls, unusualDays, type DayPageCounts } from './numbers.ts';
import { realCatalogue } from '../../../test/catalogue.ts';
import {
  contactLead,
  contactLeadFr,
  fixedNow,
  quoteLead,
  quoteLeadFr,
  quoteRows,
  storeKinds,
  useStore,
} from '../../../test/db.ts';
import { addDays } from './business-day.ts';
import { countPageEvent } from '../store/page-events.ts';

const names = namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));
const toronto = { names, timeZone: 'America/Toronto' };
const zeros = { calls: 0, quotes: 0, contacts: 0 };

describe.each(storeKinds)('numbersReport on $name', (kind) => {
  const store = useStore(kind);
  beforeEach(() => store.db.deleteFrom('page_events').execute());

  /** `count` call clicks on a page on a day. */
  const calls = async (day: string, page: string, count: number) => {
    for (let i = 0; i < count; i++) await countPageEvent(store.db, { day, page, kind: 'call' });
  };

  /**
   * fixedNow is 2026-03-02 10:04 in Toronto: the 30 days are 2026-02-01 to 2026-03-02. Around
   * them, counts just outside the window, and leads whose UTC day is not Toronto's.
   */
  async function aMonth() {
    await calls('2026-03-02', '/on/brampton/', 3);
    await calls('2026-03-02', '/fr/on/brampton/retrait-ratons-laveurs/', 2);
    await calls('2026-02-01', '/services/bat-removal/', 1);
    await calls('2026-02-15', '/qc/montreal/', 1);
    // Looks like a city's page, but no such city: a not-found page.
    await calls('2026-02-15', '/on/nowhere/', 1);
    await calls('2026-01-31', '/on/brampton/', 5); // the day before the 30
    await calls('2026-03-03', '/on/brampton/', 7); // tomorrow
    await recordLead(store.db, quoteLead, [], fixedNow);
    // 22:00 in Toronto on 2026-03-02, already 2026-03-03 in UTC.
    await recordLead(store.db, quoteLeadFr, [], new Date('2026-03-03T03:00:00Z'));
    // 23:59 and midnight in Toronto on either side of the window's first day.
    await recordLead(store.db, contactLead, [], new Date('2026-02-01T04:59:00Z'));
    await recordLead(store.db, contactLead, [], new Date('2026-02-01T05:00:00Z'));
    // Midnight of tomorrow in Toronto.
    await recordLead(store.db, contactLeadFr, [], new Date('2026-03-03T05:00:00Z'));
  }

  it('counts the 30 days of the business time zone per day and page: calls, quotes, contacts', async () => {
    await aMonth();
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect([report.from, report.to, report.timeZone]).toEqual(['2026-02-01', '2026-03-02', 'America/Toronto']);
    expect(report.rows).toEqual([
      { day: '2026-02-01', page: '/contact/', calls: 0, quotes: 0, contacts: 1 },
      { day: '2026-02-01', page: '/services/bat-removal/', calls: 1, quotes: 0, contacts: 0 },
      { day: '2026-02-15', page: '/on/nowhere/', calls: 1, quotes: 0, contacts: 0 },
      { day: '2026-02-15', page: '/qc/montreal/', calls: 1, quotes: 0, contacts: 0 },
      { day: '2026-03-02', page: '/fr/on/brampton/retrait-ratons-laveurs/', calls: 2, quotes: 1, contacts: 0 },
      { day: '2026-03-02', page: '/on/brampton/', calls: 3, quotes: 0, contacts: 0 },
      { day: '2026-03-02', page: '/on/brampton/raccoon-removal/', calls: 0, quotes: 1, contacts: 0 },
    ]);
    expect(report.totals).toEqual({ calls: 8, quotes: 2, contacts: 1 });
    // A few calls here and there: no day stands out.
    expect(report.unusual).toEqual([]);
  });

  it('has a bar for each of the 30 days, oldest first, empty days included', async () => {
    await aMonth();
    const { days } = await numbersReport(store.db, toronto, fixedNow);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-02-01', calls: 1, quotes: 0, contacts: 1 });
    expect(days[1]).toEqual({ day: '2026-02-02', ...zeros });
    expect(days[27]?.day).toBe('2026-02-28');
    expect(days[28]).toEqual({ day: '2026-03-01', ...zeros });
    expect(days[29]).toEqual({ day: '2026-03-02', calls: 5, quotes: 2, contacts: 0 });
    expect(days.find((d) => d.day === '2026-02-15')).toEqual({ day: '2026-02-15', calls: 2, quotes: 0, contacts: 0 });
  });

  it('groups per city (both languages together) and per service, busiest first', async () => {
    await aMonth();
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.byCity).toEqual([
      { label: 'Brampton, ON', calls: 5, quotes: 2, contacts: 0, total: 7 },
      { label: noCity, calls: 2, quotes: 0, contacts: 1, total: 3 },
      { label: 'Montreal, QC', calls: 1, quotes: 0, contacts: 0, total: 1 },
    ]);
    expect(report.byService).toEqual([
      { label: noService, calls: 5, quotes: 0, contacts: 1, total: 6 },
      { label: 'Raccoon Removal', calls: 2, quotes: 2, contacts: 0, total: 4 },
      { label: 'Bat Removal', calls: 1, quotes: 0, contacts: 0, total: 1 },
    ]);
  });

  it('counts a lead for the city its postal code placed it in, a contact message too, not its page', async () => {
    await recordLead(store.db, { ...contactLead, postalCode: parsePostalCode('H2X 1Y4') }, [], fixedNow, {
      place: 'qc/montreal',
    });
    await recordLead(store.db, { ...quoteLead, postalCode: parsePostalCode('H2X') }, [], fixedNow, {
      place: 'qc/montreal',
    });
    await calls('2026-03-02', '/on/brampton/raccoon-removal/', 1);
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.byCity).toEqual([
      { label: 'Montreal, QC', calls: 0, quotes: 1, contacts: 1, total: 2 },
      { label: 'Brampton, ON', calls: 1, quotes: 0, contacts: 0, total: 1 },
    ]);
  });

  it('orders groups of the same total by name', async () => {
    await calls('2026-03-01', '/qc/montreal/', 1);
    await calls('2026-03-01', '/on/brampton/', 1);
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.byCity.map((g) => g.label)).toEqual(['Brampton, ON', 'Montreal, QC']);
  });

  it("reads the leads' days in the time zone it is given", async () => {
    await aMonth();
    // In Vancouver the contact of 2026-03-03 05:00 UTC is still 2026-03-02 (21:00), and the two
    // of 2026-02-01 04:59 and 05:00 UTC are 2026-01-31, before the 30 days.
    const vancouver = await numbersReport(store.db, { names, timeZone: 'America/Vancouver' }, fixedNow);
    expect(vancouver.totals).toEqual({ calls: 8, quotes: 2, contacts: 1 });
    expect(vancouver.days.at(-1)).toEqual({ day: '2026-03-02', calls: 5, quotes: 2, contacts: 1 });
    expect(vancouver.days[0]).toEqual({ day: '2026-02-01', calls: 1, quotes: 0, contacts: 0 });
    // In UTC the two leads after midnight UTC are tomorrow's, and both contacts of 2026-02-01 count.
    const utc = await numbersReport(store.db, { names, timeZone: 'UTC' }, fixedNow);
    expect(utc.totals).toEqual({ calls: 8, quotes: 1, contacts: 2 });
    expect(utc.days[0]).toEqual({ day: '2026-02-01', calls: 1, quotes: 0, contacts: 2 });
  });

  it('counts every lead of a busy minute', async () => {
    const rows = quoteRows(25, () => new Date('2026-03-02T12:00:30Z')).map((row) => ({
      ...row,
      page: '/on/brampton/',
    }));
    await store.db.insertInto('leads').values(rows).execute();
    await recordLead(store.db, contactLead, [], new Date('2026-03-02T12:00:59.999Z'));
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.rows).toEqual([
      { day: '2026-03-02', page: '/contact/', calls: 0, quotes: 0, contacts: 1 },
      { day: '2026-03-02', page: '/on/brampton/', calls: 0, quotes: 25, contacts: 0 },
    ]);
  });

  it('skips a lead whose moment it cannot read, instead of failing the page', async () => {
    const rows = quoteRows(1, () => fixedNow).map((row) => ({ ...row, created_at: '2026-02-10' }));
    await store.db.insertInto('leads').values(rows).execute();
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.rows).toEqual([]);
  });

  it("lists a page's day of far more calls than its usual, within the 30 days only, and keeps counting it", async () => {
    await calls('2026-02-03', '/on/brampton/', 1);
    await calls('2026-02-10', '/on/brampton/', 2);
    await calls('2026-02-20', '/on/brampton/', 40);
    await calls('2026-02-24', '/on/brampton/', 2);
    // Before the 30 days, however many: not shown, and not part of the usual either.
    await calls('2026-01-31', '/on/brampton/', 50);
    // Quotes are not calls: a busy day of them is no script tapping a link.
    const quotes = quoteRows(40, () => new Date('2026-02-21T15:00:00Z')).map((row) => ({
      ...row,
      page: '/on/brampton/',
    }));
    await store.db.insertInto('leads').values(quotes).execute();
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.unusual).toEqual([{ day: '2026-02-20', page: '/on/brampton/', calls: 40, usual: 0 }]);
    expect(report.rows).toContainEqual({ day: '2026-02-20', page: '/on/brampton/', calls: 40, quotes: 0, contacts: 0 });
    expect(report.totals).toEqual({ calls: 45, quotes: 40, contacts: 0 });
  });

  it('is 30 empty days when nothing was counted', async () => {
    const report = await numbersReport(store.db, toronto, fixedNow);
    expect(report.rows).toEqual([]);
    expect(report.byCity).toEqual([]);
    expect(report.byService).toEqual([]);
    expect(report.totals).toEqual(zeros);
    expect(report.days.map((d) => d.calls + d.quotes + d.contacts)).toEqual(Array(30).fill(0));
  });
});

describe('unusualDays', () => {
  /** Five days, oldest first. */
  const days = Array.from({ length: 5 }, (_, i) => addDays('2026-03-01', i));
  /** A page's calls on each of `days` (a day of 0 has no row, as in the report). */
  const page = (path: string, calls: number[]): DayPageCounts[] =>
    calls.flatMap((n, i) => (n ? [{ day: days[i] ?? '', page: path, calls: n, quotes: 0, contacts: 0 }] : []));

  it(`flags a day of at least ${unusualCalls.minCalls} calls and ${unusualCalls.times} times the median of the page's other days`, () => {
    expect(unusualDays(page('/a/', [0, 1, 40, 2, 0]), days)).toEqual([
      { day: '2026-03-03', page: '/a/', calls: 40, usual: 0.5 },
    ]);
    // Against 0 to 2 a day, the floor decides: 9 is a busy day, 10 stands out.
    expect(unusualDays(page('/a/', [0, 1, 9, 2, 0]), days)).toEqual([]);
    expect(unusualDays(page('/a/', [0, 0, 10, 0, 0]), days)).toEqual([
      { day: '2026-03-03', page: '/a/', calls: 10, usual: 0 },
    ]);
  });

  it('reads the usual day as the median, so a page busy every day needs five times its busy day', () => {
    // The other days are 4, 4, 2 and 2: a median of 3, so 14 is not enough and 15 is.
    expect(unusualDays(page('/a/', [4, 4, 14, 2, 2]), days)).toEqual([]);
    expect(unusualDays(page('/a/', [4, 4, 15, 2, 2]), days)).toEqual([
      { day: '2026-03-03', page: '/a/', calls: 15, usual: 3 },
    ]);
  });

  it('judges each page against its own days, and lists the newest day first, then the most calls', () => {
    const rows = [
      ...page('/a/', [30, 0, 0, 0, 12]),
      ...page('/b/', [0, 0, 0, 0, 50]),
      // Busy every day: none of its days stands out.
      ...page('/c/', [40, 40, 40, 40, 40]),
    ];
    expect(unusualDays(rows, days).map((d) => [d.day, d.page, d.calls])).toEqual([
      ['2026-03-05', '/b/', 50],
      ['2026-03-05', '/a/', 12],
      ['2026-03-01', '/a/', 30],
    ]);
  });

  it('counts only calls', () => {
    const rows = [{ day: days[2] ?? '', page: '/a/', calls: 0, quotes: 40, contacts: 40 }];
    expect(unusualDays(rows, days)).toEqual([]);
  });
});
