/**
 * The owner's numbers: for the last 30 days of the business's calendar, the call
 * links clicked (page_events) and the quotes and contact messages received (leads), per day
 * and page, then per city and per service, busiest first. Read for the inbox page
 * /admin/numbers/ and its CSV; nothing here is about a person, only counts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { Names } from './names.ts';
import { cityOfPage } from './leads.ts';
import { addDays, businessDay } from './business-day.ts';

export interface Counts {
  calls: number;
  quotes: number;
  contacts: number;
}

/** One row of the CSV: a day and a page with anything counted. */
export interface DayPageCounts extends Counts {
  day: string;
  page: string;
}

export interface DayCounts extends Counts {
  day: string;
}

/** A city or a service, with what its pages counted. */
export interface GroupCounts extends Counts {
  label: string;
  total: number;
}

export interface NumbersReport {
  timeZone: string;
  /** The first and last day shown, YYYY-MM-DD, in the business's time zone. */
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first, zeros included (the chart's bars). */
  days: DayCounts[];
  /** Per day and page, days oldest first, then pages in order (the CSV). */
  rows: DayPageCounts[];
  totals: Counts;
  /** Busiest first (calls, quotes and contacts together); ties by name. */
  byCity: GroupCounts[];
  byService: GroupCounts[];
  /** Days on which a page's calls clicked were far above its usual (unusualCalls), newest first. */
  unusual: UnusualDay[];
}

/** A page's calls clicked on one day, against its usual day (the median of the other days shown). */
export interface UnusualDay {
  day: string;
  page: string;
  calls: number;
  usual: number;
}

/**
 * When a day's calls on one page are flagged: at least `minCalls`, and at least `times` its
 * usual day. Anyone can tap a call link, and a script can tap it from many addresses; such a
 * day is shown for what it is rather than trusted as callers.
 */
export const unusualCalls = { minCalls: 10, times: 5 };

/** The days of `rows` whose calls are far above their page's usual day over `days`. */
export function unusualDays(rows: DayPageCounts[], days: string[]): UnusualDay[] {
  const perPage = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (!row.calls) continue;
    const byDay = perPage.get(row.page) ?? new Map<string, number>();
    byDay.set(row.day, row.calls);
    perPage.set(row.page, byDay);
  }
  const found: UnusualDay[] = [];
  for (const [page, byDay] of perPage) {
    for (const [day, calls] of byDay) {
      const others = days.filter((d) => d !== day).map((d) => byDay.get(d) ?? 0);
      const usual = median(others);
      if (calls >= unusualCalls.minCalls && calls >= unusualCalls.times * Math.max(usual, 1)) {
        found.push({ day, page, calls, usual });
      }
    }
  }
  return found.sort((a, b) => (a.day === b.day ? b.calls - a.calls : a.day < b.day ? 1 : -1));
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface NumbersDeps {
  names: Names;
  /** BUSINESS_TIME_ZONE: whose calendar a day is. */
  timeZone: string;
}

/** The days the inbox shows, today included. */
export const NUMBERS_DAYS = 30;

/** The group of the pages that are not about one city, or one service. */
export const noCity = 'Pages of no city';
export const noService = 'Pages of no service';

const zero = (): Counts => ({ calls: 0, quotes: 0, contacts: 0 });

/** Counts of the last `days` days (today in `timeZone` the last of them), read at `now`. */
export async function numbersReport(
  db: Kysely<Database>,
  { names, timeZone }: NumbersDeps,
  now: Date,
  days = NUMBERS_DAYS,
): Promise<NumbersReport> {
  const to = businessDay(now, timeZone);
  const from = addDays(to, 1 - days);
  const cells = new Map<string, DayPageCounts>();
  const cell = (day: string, page: string) => {
    const key = `${day} ${page}`;
    let found = cells.get(key);
    if (!found) {
      found = { day, page, ...zero() };
      cells.set(key, found);
    }
    return found;
  };

  const calls = await db
    .selectFrom('page_events')
    .select(['day', 'page', 'kind', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  for (const row of calls) if (row.kind === 'call') cell(row.day, row.page).calls += Number(row.count);

  // Leads keep their moment in UTC; which business day that is depends on the zone, so the
  // database sums them per page, kind and minute (every zone's offset is whole minutes) and
  // the day is read here, the same way on SQLite and PostgreSQL. A day before `from` at
  // 00:00 UTC is earlier than `from` begins in any zone.
  const minute = sql<string>`substr(created_at, 1, 16)`;
  const leads = await db
    .selectFrom('leads')
    .select((eb) => ['page', 'city', 'kind', minute.as('minute'), eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', `${addDays(from, -1)}T00:00`)
    .groupBy(['page', 'city', 'kind', minute])
    .execute();
  const cities = new Map<string, GroupCounts>();
  // A path that only looks like a city's (/on/nowhere/, a not-found page) is no city.
  const cityLabel = (city: string) => (city && names.areas.has(city) ? names.place(city, 'en') : noCity);
  for (const row of leads) {
    const at = new Date(`${row.minute}:00Z`);
    if (Number.isNaN(at.getTime())) continue; // not a moment this server wrote
    const day = businessDay(at, timeZone);
    if (day < from || day > to) continue;
    const counts = cell(day, row.page);
    const lead = { ...zero(), [row.kind === 'quote' ? 'quotes' : 'contacts']: Number(row.n) };
    addCounts(counts, lead);
    // A lead counts for the city it was placed in (its postal code's nearest team, else its page's city).
    add(cities, cityLabel(row.city), lead);
  }

  const rows = [...cells.values()].sort((a, b) =>
    a.day === b.day ? (a.page < b.page ? -1 : a.page > b.page ? 1 : 0) : a.day < b.day ? -1 : 1,
  );
  const perDay = new Map<string, DayCounts>();
  for (let day = from; day <= to; day = addDays(day, 1)) perDay.set(day, { day, ...zero() });
  const totals = zero();
  const services = new Map<string, GroupCounts>();
  for (const row of rows) {
    const service = names.serviceOfPage(row.page);
    // Calls count for the city of the page they were made on; leads already counted for theirs.
    if (row.calls) add(cities, cityLabel(cityOfPage(row.page)), { ...zero(), calls: row.calls });
    add(services, service ? names.service(service, 'en') : noService, row);
    const day = perDay.get(row.day);
    if (day) addCounts(day, row);
    addCounts(totals, row);
  }
  return {
    timeZone,
    from,
    to,
    days: [...perDay.values()],
    rows,
    totals,
    byCity: busiestFirst(cities),
    byService: busiestFirst(services),
    unusual: unusualDays(rows, [...perDay.keys()]),
  };
}

function addCounts(into: Counts, counts: Counts) {
  into.calls += counts.calls;
  into.quotes += counts.quotes;
  into.contacts += counts.contacts;
}

function add(groups: Map<string, GroupCounts>, label: string, counts: Counts) {
  let group = groups.get(label);
  if (!group) {
    group = { label, total: 0, ...zero() };
    groups.set(label, group);
  }
  addCounts(group, counts);
  group.total += counts.calls + counts.quotes + counts.contacts;
}

function busiestFirst(groups: Map<string, GroupCounts>): GroupCounts[] {
  return [...groups.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'en'));
}
