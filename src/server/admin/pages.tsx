import { langs } from '../../lib/i18n.ts';
import { leadKinds, leadStatuses } from '../../lib/lead-rules.ts';
import { filterQuery, type InboxFilter } from './filters.ts';
import type { Lead } from '../db/schema.ts';
import { languageLabel, languageNames, type LeadWithNotifications } from '../leads.ts';

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

export function InboxPage({
  leads,
  filter,
  csrf,
}: {
  leads: LeadWithNotifications[];
  filter: InboxFilter;
  csrf: string;
}) {
  const select = 'mt-1 block min-h-10 rounded-lg border border-stone-300 bg-white px-2';
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Leads</h1>
        <form method="post" action="/admin/logout/">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="link text-sm">
            Sign out
          </button>
        </form>
      </div>
      <form method="get" action="/admin/" className="mt-6 flex flex-wrap items-end gap-4">
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
        <button type="submit" className="btn-outline min-h-10 py-1.5">
          Filter
        </button>
        <a className="link text-sm" href={`/admin/leads.csv${filterQuery(filter)}`}>
          Export CSV
        </a>
      </form>
      {leads.length === 0 ? (
        <p className="mt-8 text-stone-700">No leads match.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {leads.map((lead) => (
            <li key={lead.id} className="card p-5" data-lead-id={lead.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="text-sm text-stone-600">
                    #{lead.id} · {lead.kind === 'quote' ? 'Quote request' : 'Contact message'} ·{' '}
                    <time dateTime={lead.created_at}>{lead.created_at.replace('T', ' ').slice(0, 16)} UTC</time>
                  </p>
                  {/* The language the visitor wrote in: the one to call them back in. */}
                  <h2 className="mt-1 flex flex-wrap items-center gap-2 text-lg font-bold">
                    {lead.name}
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${langStyle[lead.lang]}`}
                      title={`${languageLabel(lead.lang)}: reply in ${languageNames[lead.lang]}`}
                    >
                      {languageNames[lead.lang]}
                    </span>
                  </h2>
                  <p className="text-sm text-stone-700">
                    {lead.service}
                    {lead.city && ` · ${lead.city}`} · from {lead.page}
                  </p>
                </div>
                {lead.status === 'new' ? (
                  <form method="post" action={`/admin/leads/${lead.id}/handled/`}>
                    <input type="hidden" name="csrf" value={csrf} />
                    <button type="submit" className="btn-primary min-h-10 py-1.5 text-sm">
                      Mark handled
                    </button>
                  </form>
                ) : (
                  <p className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-700">Handled</p>
                )}
                <a className="link text-sm" href={`/admin/leads/${lead.id}/delete/`}>
                  Delete<span className="sr-only"> the lead from {lead.name}</span>
                </a>
              </div>
              <p className="mt-3 text-sm">
                {lead.phone && (
                  <a className="link mr-4" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                    {lead.phone}
                  </a>
                )}
                {lead.email && (
                  <a className="link" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                )}
              </p>
              {lead.message && <p className="mt-3 whitespace-pre-wrap text-stone-800">{lead.message}</p>}
              <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label="Notifications">
                {lead.notifications.length === 0 && (
                  <li className="text-stone-600">No notification channel configured</li>
                )}
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
            </li>
          ))}
        </ul>
      )}
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
        {lead.created_at.slice(0, 10)}, and everything kept about it will be deleted. This cannot be undone.
      </p>
      <form method="post" action={`/admin/leads/${lead.id}/delete/`} className="mt-6 flex flex-wrap items-center gap-4">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="btn min-h-10 bg-red-800 py-1.5 text-white hover:bg-red-900">
          Delete the lead
        </button>
        <a className="link" href="/admin/">
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
