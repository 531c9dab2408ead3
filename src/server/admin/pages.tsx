import { langs } from '../../lib/i18n.ts';
import { leadKinds, leadStatuses } from '../../lib/lead-rules.ts';
import { filterQuery, SEARCH_MAX, type InboxFilter } from './filters.ts';
import { formatDuration, type LeadView } from './format.ts';
import type { Lead, LeadNote } from '../db/schema.ts';
import { NOTE_MAX, type HandledMedian, type InboxPage as LeadsPage } from '../lead-queries.ts';
import { kindName, languageLabel, languageNames, type LeadWithNotifications } from '../leads.ts';
import type { Names } from '../names.ts';
import { telHref, unverifiedNotice } from '../emails.tsx';

export function DisabledPage() {
  return (
    <div className="card max-w-xl p-6">
      <h1 className="text-2xl font-bold">The inbox is turned off</h1>
      <p className="mt-3 text-stone-700">
        Set <code className="rounded bg-stone-100 px-1">ADMIN_PASSWORD</code> in the server's environment and restart it
        to use the inbox. Leads are still stored and notified meanwhile.
      </p>
    </div>
  );
}

export function LoginPage({ csrf, error }: { csrf: string; error?: string }) {
  return (
    <div className="card mx-auto max-w-sm p-6">
      <h1 className="text-2xl font-bold">Sign in</h1>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <form method="post" action="/admin/login/" className="mt-4 space-y-4">
        <input type="hidden" name="csrf" value={csrf} />
        {/* The inbox has one password and no user names; this field, hidden from view, names the
            account so password managers offer to save the password and fill it in again. */}
        <input hidden type="text" name="username" autoComplete="username" value="northpaw-inbox" readOnly />
        <label className="block text-sm font-semibold">
          Password
          <input
            type="password"
            name="password"
            required
            autoComplete="current-password"
            className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 px-3"
          />
        </label>
        <button type="submit" className="btn-primary w-full">
          Sign in
        </button>
      </form>
    </div>
  );
}

/** French stands out: most leads are English, and a French one needs someone who speaks French. */
const langStyle = {
  en: 'bg-stone-100 text-stone-700',
  fr: 'bg-forest-900 text-white',
};

const stateStyle = {
  sent: 'bg-forest-100 text-forest-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-stone-100 text-stone-700',
};

/** A list item's message is cut here; the lead's page shows all of it. */
const MESSAGE_PREVIEW = 280;

/** The province codes and, under each, its cities: the area filter's choices. */
export interface AreaGroup {
  code: string;
  cities: { id: string; name: string }[];
}

export function areaGroups(names: Pick<Names, 'areas' | 'cities'>): AreaGroup[] {
  const cities = names.cities('en');
  return [...names.areas]
    .filter((area) => !area.includes('/'))
    .map((code) => ({ code, cities: cities.filter((c) => c.id.startsWith(`${code}/`)) }));
}

function LangBadge({ lang }: { lang: Lead['lang'] }) {
  // The language the visitor wrote in: the one to call them back in.
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${langStyle[lang]}`}
      title={`${languageLabel(lang)}: reply in ${languageNames[lang]}`}
    >
      {languageNames[lang]}
    </span>
  );
}

/** A lead the form's token did not vouch for: kept, and worth a second look before a call. */
function UnverifiedBadge({ lead }: { lead: Lead }) {
  if (lead.verified) return null;
  return (
    <span
      className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800"
      title={unverifiedNotice}
    >
      Unverified
    </span>
  );
}

function Contact({ lead }: { lead: Lead }) {
  return (
    <>
      {lead.phone && (
        <a className="link mr-4 inline-block py-1" href={telHref(lead.phone)}>
          {lead.phone}
        </a>
      )}
      {lead.email && (
        <a className="link inline-block py-1 break-all" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      )}
    </>
  );
}

function Notifications({ lead }: { lead: LeadWithNotifications }) {
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label="Notifications">
      {lead.notifications.length === 0 && <li className="text-stone-600">No notification channel configured</li>}
      {lead.notifications.map((n) => (
        <li
          key={n.channel}
          className={`rounded-full px-2.5 py-1 font-semibold ${stateStyle[n.state]}`}
          title={n.last_error ?? undefined}
        >
          {n.channel}: {n.state}
          {n.attempts > 1 && ` after ${n.attempts} tries`}
        </li>
      ))}
    </ul>
  );
}

function HandledForm({ lead, csrf }: { lead: Lead; csrf: string }) {
  return (
    <form method="post" action={`/admin/leads/${lead.id}/handled/`}>
      <input type="hidden" name="csrf" value={csrf} />
      <button type="submit" className="btn-primary min-h-11 py-1.5 text-sm">
        Mark handled<span className="sr-only">: {lead.name}</span>
      </button>
    </form>
  );
}

/** "New, waiting 2 h 15 min" or "Handled Mon, Mar 2, ..., after 40 min". */
function Status({ lead, view }: { lead: Lead; view: LeadView }) {
  if (lead.status === 'new') {
    return (
      <p className="font-semibold text-amber-900">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm">waiting {view.since(lead.created_at)}</span>
      </p>
    );
  }
  return (
    <p className="text-sm text-stone-700">
      <span className="rounded-full bg-stone-100 px-2.5 py-0.5 font-semibold">Handled</span>
      {lead.handled_at && (
        <>
          {' '}
          <time dateTime={lead.handled_at}>{view.time(lead.handled_at)}</time>
        </>
      )}
    </p>
  );
}

/** The numbers at the top: what waits now, and how fast leads were handled lately. */
function Numbers({
  waiting,
  medians,
  view,
}: {
  waiting: { count: number; oldest: string | null };
  medians: HandledMedian[];
  view: LeadView;
}) {
  const leads = (n: number) => `${n.toLocaleString('en-CA')} ${n === 1 ? 'lead' : 'leads'}`;
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
              {m.count ? `from ${leads(m.count)} handled` : 'no lead handled in that time'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function InboxPage({
  page,
  filter,
  csrf,
  view,
  areas,
  waiting,
  medians,
}: {
  page: LeadsPage;
  filter: InboxFilter;
  csrf: string;
  view: LeadView;
  areas: AreaGroup[];
  waiting: { count: number; oldest: string | null };
  medians: HandledMedian[];
}) {
  const select = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-2 font-normal';
  const filtered = Object.values(filter).some(Boolean);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Leads</h1>
        <form method="post" action="/admin/logout/">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="link min-h-11 text-sm">
            Sign out
          </button>
        </form>
      </div>
      <Numbers waiting={waiting} medians={medians} view={view} />
      <form
        method="get"
        action="/admin/"
        role="search"
        aria-label="Find leads"
        className="mt-6 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      >
        <label className="col-span-2 text-sm font-semibold sm:w-72">
          Search name, phone or e-mail
          <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={SEARCH_MAX} className={select} />
        </label>
        <label className="col-span-2 text-sm font-semibold sm:w-56">
          Area
          <select name="area" defaultValue={filter.area ?? ''} className={select}>
            <option value="">All</option>
            {areas.map((group) => (
              <optgroup key={group.code} label={group.code.toUpperCase()}>
                <option value={group.code}>All of {group.code.toUpperCase()}</option>
                {group.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <FilterSelect name="kind" label="Kind" value={filter.kind} options={leadKinds} className={select} />
        <FilterSelect name="status" label="Status" value={filter.status} options={leadStatuses} className={select} />
        <FilterSelect
          name="lang"
          label="Language"
          value={filter.lang}
          options={langs}
          labels={languageNames}
          className={select}
        />
        <button type="submit" className="btn-outline min-h-11 py-1.5">
          Filter
        </button>
        <p className="col-span-2 flex flex-wrap gap-4 text-sm">
          {filtered && (
            <a className="link" href="/admin/">
              Clear filters
            </a>
          )}
          <a className="link" href={`/admin/leads.csv${filterQuery(filter)}`}>
            Export CSV
          </a>
        </p>
      </form>
      <h2 className="sr-only">{filtered ? 'Leads that match' : 'All leads'}, newest first</h2>
      {page.leads.length === 0 ? (
        <p className="mt-8 text-stone-700">No leads match.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Leads">
          {page.leads.map((lead) => (
            <li key={lead.id} className="card p-4 sm:p-5" data-lead-id={lead.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm text-stone-600">
                    #{lead.id} · {kindName(lead)} · <time dateTime={lead.created_at}>{view.time(lead.created_at)}</time>
                  </p>
                  <h3 className="mt-1 flex flex-wrap items-center gap-2 text-lg font-bold">
                    <a className="link break-words" href={`/admin/leads/${lead.id}/`}>
                      {lead.name}
                    </a>
                    <LangBadge lang={lead.lang} />
                    <UnverifiedBadge lead={lead} />
                  </h3>
                  <p className="text-sm text-stone-700">
                    {view.service(lead.service)}
                    {lead.city && ` · ${view.place(lead.city)}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  {lead.status === 'new' && <HandledForm lead={lead} csrf={csrf} />}
                  <a className="link inline-block py-2 text-sm" href={`/admin/leads/${lead.id}/delete/`}>
                    Delete<span className="sr-only"> the lead from {lead.name}</span>
                  </a>
                </div>
              </div>
              <div className="mt-2">
                <Status lead={lead} view={view} />
              </div>
              <p className="mt-2 text-sm">
                <Contact lead={lead} />
              </p>
              {lead.message && (
                <p className="mt-2 break-words whitespace-pre-wrap text-stone-800">
                  {lead.message.length > MESSAGE_PREVIEW ? `${lead.message.slice(0, MESSAGE_PREVIEW)}…` : lead.message}
                </p>
              )}
              <div className="mt-3">
                <Notifications lead={lead} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {(page.newer || page.older) && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap justify-between gap-4">
          {page.newer ? (
            <a className="btn-outline" rel="prev" href={`/admin/${filterQuery(filter, { after: page.newer })}`}>
              Previous page
            </a>
          ) : (
            <span />
          )}
          {page.older && (
            <a className="btn-outline" rel="next" href={`/admin/${filterQuery(filter, { before: page.older })}`}>
              Next page
            </a>
          )}
        </nav>
      )}
    </>
  );
}

/** One lead's page: everything about it, its notes, and what staff can do with it. */
export function LeadPage({
  lead,
  notes,
  csrf,
  view,
  draft,
  error,
}: {
  lead: LeadWithNotifications;
  notes: LeadNote[];
  csrf: string;
  view: LeadView;
  /** A note that could not be saved, given back to be fixed. */
  draft?: string;
  error?: string;
}) {
  const row = 'grid gap-1 py-2 sm:grid-cols-[10rem_1fr]';
  return (
    <>
      <p>
        <a className="link text-sm" href="/admin/">
          All leads
        </a>
      </p>
      <h1 className="mt-3 flex flex-wrap items-center gap-3 text-3xl font-bold break-words">
        {lead.name}
        <LangBadge lang={lead.lang} />
        <UnverifiedBadge lead={lead} />
      </h1>
      {!lead.verified && <p className="mt-2 text-sm text-stone-700">{unverifiedNotice}</p>}
      <p className="mt-1 text-stone-700">
        #{lead.id} · {kindName(lead)} · <time dateTime={lead.created_at}>{view.time(lead.created_at)}</time>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Status lead={lead} view={view} />
        {lead.status === 'new' && <HandledForm lead={lead} csrf={csrf} />}
        <a className="link inline-block py-2 text-sm" href={`/admin/leads/${lead.id}/delete/`}>
          Delete this lead
        </a>
      </div>

      <section aria-labelledby="details-heading" className="card mt-6 p-4 sm:p-5">
        <h2 id="details-heading" className="text-xl font-bold">
          Details
        </h2>
        <dl className="mt-2 divide-y divide-stone-200">
          <div className={row}>
            <dt className="font-semibold">Phone</dt>
            <dd>{lead.phone ? <Contact lead={{ ...lead, email: '' }} /> : '–'}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">E-mail</dt>
            <dd>{lead.email ? <Contact lead={{ ...lead, phone: '' }} /> : '–'}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">Service</dt>
            <dd>{view.service(lead.service)}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">City</dt>
            <dd>{lead.city ? view.place(lead.city) : '–'}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">Language</dt>
            <dd>
              {languageLabel(lead.lang)}: reply in {languageNames[lead.lang]}
            </dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">Sent from</dt>
            <dd className="break-all">{lead.page}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">Received</dt>
            <dd>
              <time dateTime={lead.created_at}>{view.time(lead.created_at)}</time>
            </dd>
          </div>
          {lead.handled_at && (
            <div className={row}>
              <dt className="font-semibold">Handled</dt>
              <dd>
                <time dateTime={lead.handled_at}>{view.time(lead.handled_at)}</time>
              </dd>
            </div>
          )}
          <div className={row}>
            <dt className="font-semibold">Message</dt>
            <dd className="break-words whitespace-pre-wrap">{lead.message || '–'}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="notifications-heading" className="mt-6">
        <h2 id="notifications-heading" className="text-xl font-bold">
          Notifications
        </h2>
        <div className="mt-2">
          <Notifications lead={lead} />
        </div>
        {lead.notifications
          .filter((n) => n.state !== 'sent' && n.last_error)
          .map((n) => (
            <p key={n.channel} className="mt-2 text-sm text-stone-700">
              Last {n.channel} error: {n.last_error}
            </p>
          ))}
      </section>

      <section aria-labelledby="notes-heading" id="notes" className="mt-6">
        <h2 id="notes-heading" className="text-xl font-bold">
          Notes
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-stone-700">No notes yet.</p>
        ) : (
          <ol className="mt-2 space-y-3" aria-label="Notes, oldest first">
            {notes.map((note) => (
              <li key={note.id} className="card p-4">
                <p className="break-words whitespace-pre-wrap">{note.text}</p>
                <p className="mt-1 text-sm text-stone-600">
                  <time dateTime={note.created_at}>{view.time(note.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <form method="post" action={`/admin/leads/${lead.id}/notes/`} className="mt-4 space-y-3">
          <input type="hidden" name="csrf" value={csrf} />
          <label className="block font-semibold" htmlFor="note-text">
            Add a note
          </label>
          {error && (
            <p id="note-error" role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {error}
            </p>
          )}
          <textarea
            id="note-text"
            name="text"
            required
            maxLength={NOTE_MAX}
            rows={4}
            defaultValue={draft}
            aria-describedby={error ? 'note-error note-hint' : 'note-hint'}
            aria-invalid={error ? true : undefined}
            className="block w-full rounded-xl border border-stone-300 p-3"
          />
          <p id="note-hint" className="text-sm text-stone-600">
            Up to {NOTE_MAX.toLocaleString('en-CA')} characters. Notes are kept with the lead and deleted with it.
          </p>
          <button type="submit" className="btn-primary">
            Add note
          </button>
        </form>
      </section>
    </>
  );
}

/** Asks before deleting a lead: the privacy policy's right to deletion, carried out by staff. */
export function DeletePage({ lead, csrf }: { lead: Lead; csrf: string }) {
  return (
    <div className="card max-w-xl p-6">
      <h1 className="text-2xl font-bold">Delete this lead?</h1>
      <p className="mt-3 text-stone-700">
        The {lead.kind === 'quote' ? 'quote request' : 'contact message'} from <strong>{lead.name}</strong>, received{' '}
        {lead.created_at.slice(0, 10)}, its notes and everything kept about it will be deleted. This cannot be undone.
      </p>
      <form method="post" action={`/admin/leads/${lead.id}/delete/`} className="mt-6 flex flex-wrap items-center gap-4">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="btn min-h-10 bg-red-800 py-1.5 text-white hover:bg-red-900">
          Delete the lead
        </button>
        <a className="link" href={`/admin/leads/${lead.id}/`}>
          Keep it
        </a>
      </form>
    </div>
  );
}

/** One of the list's filters: every value it may take (shown as its label, else capitalised), or All. */
function FilterSelect(props: {
  name: string;
  label: string;
  value?: string;
  options: readonly string[];
  labels?: Record<string, string>;
  className: string;
}) {
  return (
    <label className="text-sm font-semibold">
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''} className={props.className}>
        <option value="">All</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels?.[option] ?? `${option.charAt(0).toUpperCase()}${option.slice(1)}`}
          </option>
        ))}
      </select>
    </label>
  );
}
