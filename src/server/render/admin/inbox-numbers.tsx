import { formatDuration, plural, type LeadView } from './format.ts';
import type { HandledMedian } from '../../store/lead-lists.ts';

/** The numbers at the top of the inbox: what waits now, and how fast leads were handled lately. */
export function InboxNumbers({
  waiting,
  medians,
  view,
}: {
  waiting: { count: number; oldest: string | null };
  medians: HandledMedian[];
  view: LeadView;
}) {
  return (
    <section aria-labelledby="numbers-heading" className="mt-6">
      <h2 id="numbers-heading" className="sr-only">
        Numbers
      </h2>
      {/* On a phone, what waits now spans the width and the two medians sit side by side. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="card col-span-2 p-4 sm:col-span-1">
          <dt className="text-sm text-stone-700">New leads waiting</dt>
          <dd className="mt-1 text-2xl font-bold">{waiting.count.toLocaleString('en-CA')}</dd>
          {waiting.oldest && (
            <dd className="text-sm text-stone-700">
              the oldest for {view.since(waiting.oldest)} ·{' '}
              <a className="link" href="/admin/?status=new">
                show them
              </a>
            </dd>
          )}
        </div>
        {medians.map((m) => (
          <div key={m.days} className="card p-4">
            <dt className="text-sm text-stone-700">Median time to handled, last {m.days} days</dt>
            <dd className="mt-1 text-xl font-bold whitespace-nowrap sm:text-2xl">
              {m.medianMs === null ? '–' : formatDuration(m.medianMs)}
            </dd>
            <dd className="text-sm text-stone-700">
              {m.count ? `from ${plural(m.count, 'lead', 'leads')} handled` : 'no lead handled in that time'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
