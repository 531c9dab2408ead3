/** The pieces of a lead that the list and the lead's own page both show. */
import type { ReactNode } from 'react';
import type { LeadView } from './format.ts';
import { PostForm } from './post-form.tsx';
import type { Lead } from '../../store/schema.ts';
import { type LeadWithNotifications } from '../../store/leads.ts';
import { outsideReach, telHref, unverifiedNotice } from '../emails.tsx';
import { kindName, languageLabel, languageNames, yesAnswers } from '../../domain/leads.ts';

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

/** A stored moment on the business's clock, machine-readable too. */
export function When({ iso, view }: { iso: string; view: LeadView }) {
  return <time dateTime={iso}>{view.time(iso)}</time>;
}

/** "#12 · Quote request · Mon, Mar 2, ...": which lead, what kind, when it came. */
export function LeadLine({ lead, view, className }: { lead: Lead; view: LeadView; className: string }) {
  return (
    <p className={className}>
      #{lead.id} · {kindName(lead)} · <When iso={lead.created_at} view={view} />
    </p>
  );
}

export function LangBadge({ lang }: { lang: Lead['lang'] }) {
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
export function UnverifiedBadge({ lead }: { lead: Lead }) {
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

/** A lead from a city no team of ours goes to: advice by phone from the head office, no visit promised. */
export function OutsideBadge({ lead }: { lead: Lead }) {
  if (!outsideReach(lead)) return null;
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      Outside our reach
    </span>
  );
}

/** An urgent lead, and what the visitor answered yes to: "Urgent · Animal inside now". */
export function UrgentBadge({ lead }: { lead: Lead }) {
  const yes = yesAnswers(lead);
  if (yes.length === 0) return null;
  return (
    <span className="rounded-full bg-red-800 px-2.5 py-0.5 text-xs font-semibold text-white">
      {['Urgent', ...yes.map((q) => q.label)].join(' · ')}
    </span>
  );
}

export function Contact({ lead }: { lead: Lead }) {
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

export function Notifications({ lead }: { lead: LeadWithNotifications }) {
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

export function HandledForm({ lead, csrf }: { lead: Lead; csrf: string }) {
  return (
    <PostForm action={`/admin/leads/${lead.id}/handled/`} csrf={csrf}>
      <button type="submit" className="btn-primary min-h-11 py-1.5 text-sm">
        Mark handled<span className="sr-only">: {lead.name}</span>
      </button>
    </PostForm>
  );
}

/** To the page that asks before deleting the lead. */
export function DeleteLink({ lead, children }: { lead: Lead; children: ReactNode }) {
  return (
    <a className="link inline-block py-2 text-sm" href={`/admin/leads/${lead.id}/delete/`}>
      {children}
    </a>
  );
}

/** Puts a handled lead back among the new ones (a call-back that did not happen after all). */
export function NewAgainForm({ lead, csrf }: { lead: Lead; csrf: string }) {
  return (
    <PostForm action={`/admin/leads/${lead.id}/new/`} csrf={csrf}>
      <button type="submit" className="link min-h-11 text-sm">
        Mark new again<span className="sr-only">: {lead.name}</span>
      </button>
    </PostForm>
  );
}

/** "waiting 2 h 15 min" while new, else "Handled" and when. */
export function Status({ lead, view }: { lead: Lead; view: LeadView }) {
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
          <When iso={lead.handled_at} view={view} />
        </>
      )}
    </p>
  );
}
