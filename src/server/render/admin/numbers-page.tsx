/**
 * /admin/numbers/ and /admin/numbers.csv: the owner's numbers of the last 30 days (calls
 * clicked, quotes, contact messages) per city and per service, busiest first, a small chart
 * of the days, and the CSV per day and page. Server-rendered like the rest of the inbox: the
 * chart is inline SVG (no script, no chart library), and the tables carry every number it shows.
 */
import { csvRow } from './csv.ts';
import { plural } from './format.ts';
import {
  unusualCalls,
  type Counts,
  type DayCounts,
  type GroupCounts,
  type NumbersReport,
} from '../../domain/numbers.ts';

/** The CSV's columns, in order: the header is exactly these. */
export const numbersColumns = ['day', 'page', 'calls', 'quotes', 'contacts'] as const;

/**
 * The CSV: one row per day and page that counted anything, oldest day first. No byte-order
 * mark: every cell is ASCII (days, digits and site paths), and the first line is the header.
 */
export function numbersCsv(report: NumbersReport): string {
  return [
    csvRow([...numbersColumns]),
    ...report.rows.map((row) => csvRow([row.day, row.page, row.calls, row.quotes, row.contacts])),
  ].join('');
}

/** The CSV's file name: the last day it counts. */
export const numbersCsvName = (report: NumbersReport) => `northpaw-numbers-${report.to}.csv`;

/** The three series, in the order they stack (calls at the bottom) and read. Dark enough for 3:1 on white. */
const series = [
  { key: 'calls', label: 'Calls clicked', color: '#b45309' },
  { key: 'quotes', label: 'Quotes', color: '#245a43' },
  { key: 'contacts', label: 'Contact messages', color: '#0369a1' },
] as const satisfies readonly { key: keyof Counts; label: string; color: string }[];

/** "12 calls clicked, 4 quotes and 1 contact message": what a sentence says of some counts. */
export function countsSentence(counts: Counts): string {
  return `${plural(counts.calls, 'call clicked', 'calls clicked')}, ${plural(counts.quotes, 'quote', 'quotes')} and ${plural(counts.contacts, 'contact message', 'contact messages')}`;
}

const total = (counts: Counts) => counts.calls + counts.quotes + counts.contacts;

/** The link to this page, for the inbox. */
export function NumbersLink() {
  return (
    <p className="mb-4 text-sm">
      <a className="link" href="/admin/numbers/">
        Numbers: calls, quotes and contact messages of the last 30 days
      </a>
    </p>
  );
}

export function NumbersPage({ report }: { report: NumbersReport }) {
  const empty = report.rows.length === 0;
  return (
    <>
      <p className="text-sm">
        <a className="link" href="/admin/">
          Back to the leads
        </a>
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Numbers</h1>
        <a className="link text-sm" href="/admin/numbers.csv">
          Export CSV<span className="sr-only"> of the numbers per day and page</span>
        </a>
      </div>
      <p className="mt-3 max-w-2xl text-stone-700">
        The last 30 days, <time dateTime={report.from}>{report.from}</time> to{' '}
        <time dateTime={report.to}>{report.to}</time> ({report.timeZone}). Calls clicked are taps on a call link of the
        site, counted without cookies or identifiers (a tap, not a call answered). Quotes and contact messages are the
        leads received and still kept.
      </p>
      <dl className="mt-6 grid max-w-2xl grid-cols-3 gap-3">
        {series.map(({ key, label }) => (
          <div key={key} className="card p-3">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{report.totals[key].toLocaleString('en-CA')}</dd>
          </div>
        ))}
      </dl>
      {empty ? (
        <p className="mt-8 text-stone-700">Nothing was counted in these 30 days.</p>
      ) : (
        <>
          <UnusualCalls report={report} />
          <DaysChart report={report} />
          <GroupTable id="per-city" title="Per city" column="City" groups={report.byCity} />
          <GroupTable id="per-service" title="Per service" column="Service" groups={report.byService} />
        </>
      )}
    </>
  );
}

/** The days whose call counts look like a script rather than callers, so nobody reads them as demand. */
function UnusualCalls({ report }: { report: NumbersReport }) {
  if (!report.unusual.length) return null;
  return (
    <section aria-labelledby="unusual" className="mt-8 max-w-3xl rounded-2xl bg-amber-50 p-4">
      <h2 id="unusual" className="text-xl font-bold text-amber-900">
        Unusual days
      </h2>
      <p className="mt-1 text-sm text-stone-800">
        On these days a page had far more calls clicked than on its usual day (at least {unusualCalls.minCalls}, and{' '}
        {unusualCalls.times} times its median). Compare them with the calls your phone line received before reading them
        as demand: a script can tap a call link too.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {report.unusual.map((day) => (
          <li key={`${day.day} ${day.page}`}>
            <time dateTime={day.day}>{day.day}</time>, <span className="break-all">{day.page}</span>:{' '}
            {day.calls.toLocaleString('en-CA')} calls clicked (usually {day.usual.toLocaleString('en-CA')})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Stacked bars, one per day, oldest on the left; the table under it holds the same numbers. */
function DaysChart({ report }: { report: NumbersReport }) {
  const width = 600;
  const height = 150;
  const slot = width / report.days.length;
  const busiest = report.days.reduce((best, day) => (total(day) > total(best) ? day : best));
  const scale = (height - 4) / Math.max(1, total(busiest));
  const summary = `Calls clicked, quotes and contact messages per day from ${report.from} to ${report.to}: ${countsSentence(report.totals)} in all; the busiest day was ${busiest.day}, with ${total(busiest)}. Each day's numbers are in the table below the chart.`;
  return (
    <section aria-labelledby="per-day" className="mt-8 max-w-3xl">
      <h2 id="per-day" className="text-xl font-bold">
        Per day
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Busiest day: <time dateTime={busiest.day}>{busiest.day}</time>, {total(busiest).toLocaleString('en-CA')} (the
        tallest bar).
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Colours of the chart">
        {series.map(({ key, label, color }) => (
          <li key={key} className="flex items-center gap-1.5">
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <rect width="12" height="12" rx="2" fill={color} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        className="mt-2 block h-auto w-full rounded-lg border border-stone-200 bg-white"
      >
        <title>Calls clicked, quotes and contact messages per day</title>
        <desc>{summary}</desc>
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="#a8a29e" strokeWidth="1" />
        {report.days.map((day, i) => (
          <DayBar
            key={day.day}
            day={day}
            x={i * slot + slot * 0.15}
            barWidth={slot * 0.7}
            base={height}
            scale={scale}
          />
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-stone-700" aria-hidden="true">
        <span>{report.from}</span>
        <span>{report.to}</span>
      </div>
      <details className="mt-3">
        <summary className="link cursor-pointer text-sm">Each day as a table</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Calls clicked, quotes and contact messages per day, newest first</caption>
          <thead>
            <tr className="border-b border-stone-300 text-left">
              <th scope="col" className="py-1.5 pr-2">
                Day
              </th>
              {series.map(({ key, label }) => (
                <th key={key} scope="col" className="px-2 py-1.5 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...report.days].reverse().map((day) => (
              <tr key={day.day} className="border-b border-stone-200">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal whitespace-nowrap">
                  <time dateTime={day.day}>{day.day}</time>
                </th>
                {series.map(({ key }) => (
                  <td key={key} className="px-2 py-1.5 text-right tabular-nums">
                    {day[key].toLocaleString('en-CA')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** One day's bar: its three parts stacked from the base line up, each as tall as its count. */
function DayBar(props: { day: DayCounts; x: number; barWidth: number; base: number; scale: number }) {
  const { day, x, barWidth, base, scale } = props;
  const heights = series.map(({ key }) => day[key] * scale);
  return (
    <g>
      <title>{`${day.day}: ${countsSentence(day)}`}</title>
      {series.map(({ key, color }, i) => {
        const h = heights[i] ?? 0;
        const top = base - heights.slice(0, i + 1).reduce((sum, part) => sum + part, 0);
        return h > 0 ? <rect key={key} x={x} y={top} width={barWidth} height={h} fill={color} /> : null;
      })}
    </g>
  );
}

/** A city or service table, busiest first. */
function GroupTable({
  id,
  title,
  column,
  groups,
}: {
  id: string;
  title: string;
  column: string;
  groups: GroupCounts[];
}) {
  return (
    <section aria-labelledby={id} className="mt-8 max-w-3xl">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <table className="mt-2 w-full text-sm" aria-labelledby={id}>
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1.5 pr-2">
              {column}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right">
              Calls
            </th>
            <th scope="col" className="px-2 py-1.5 text-right">
              Quotes
            </th>
            <th scope="col" className="px-2 py-1.5 text-right">
              Contacts
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.label} className="border-b border-stone-200">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {group.label}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{group.calls.toLocaleString('en-CA')}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{group.quotes.toLocaleString('en-CA')}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{group.contacts.toLocaleString('en-CA')}</td>
              <td className="py-1.5 pl-2 text-right font-semibold tabular-nums">
                {group.total.toLocaleString('en-CA')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
