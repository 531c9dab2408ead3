/** One lead's pages: everything about it with its history and notes, and the question before deleting it. */
import type { LeadView } from './format.ts';
import {
  Contact,
  DeleteLink,
  HandledForm,
  LangBadge,
  NewAgainForm,
  LeadLine,
  Notifications,
  Status,
  OutsideBadge,
  UnverifiedBadge,
  UrgentBadge,
  When,
} from './lead-parts.tsx';
import { PostForm } from './post-form.tsx';
import type { ReactNode } from 'react';
import { may, type Role } from '../../domain/people.ts';
import type { Lead } from '../../store/schema.ts';
import { type LeadWithNotifications } from '../../store/leads.ts';
import { outsideNotice, outsideReach, unverifiedNotice } from '../emails.tsx';
import { NOTE_MAX } from '../../store/notes.ts';
import { languageLabel, languageNames, urgencyQuestions } from '../../domain/leads.ts';

const answerWords = { yes: 'Yes', no: 'No', '': 'Not said' };

/** One lead's page: everything about it, its notes, and what staff can do with it. */
export function LeadPage({
  lead,
  role,
  history,
  photos,
  csrf,
  view,
  draft,
  error,
}: {
  lead: LeadWithNotifications;
  /** The reader's role: only the owner is offered the delete. */
  role: Role;
  /** The lead's history, in the reader's language (people-pages.tsx). */
  history: ReactNode;
  /** The photos the visitor sent, in order (their bytes are served one by one). */
  photos: { id: number; width: number; height: number }[];
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
        <UrgentBadge lead={lead} />
        <LangBadge lang={lead.lang} />
        <UnverifiedBadge lead={lead} />
        <OutsideBadge lead={lead} />
      </h1>
      {outsideReach(lead) && <p className="mt-2 text-sm text-stone-700">{outsideNotice(view.place(lead.city))}</p>}
      {!lead.verified && <p className="mt-2 text-sm text-stone-700">{unverifiedNotice}</p>}
      <LeadLine lead={lead} view={view} className="mt-1 text-stone-700" />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Status lead={lead} view={view} />
        {lead.status === 'new' ? <HandledForm lead={lead} csrf={csrf} /> : <NewAgainForm lead={lead} csrf={csrf} />}
        {may.deleteLeads(role) && <DeleteLink lead={lead}>Delete this lead</DeleteLink>}
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
            <dt className="font-semibold">Postal code</dt>
            <dd>{lead.postal_code || '–'}</dd>
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
              <When iso={lead.created_at} view={view} />
            </dd>
          </div>
          {lead.handled_at && (
            <div className={row}>
              <dt className="font-semibold">Handled</dt>
              <dd>
                <When iso={lead.handled_at} view={view} />
              </dd>
            </div>
          )}
          {urgencyQuestions.map(({ column, label, question }) => (
            <div key={column} className={row}>
              <dt className="font-semibold" title={question}>
                {label}
              </dt>
              <dd>{answerWords[lead[column]]}</dd>
            </div>
          ))}
          <div className={row}>
            <dt className="font-semibold">Message</dt>
            <dd className="break-words whitespace-pre-wrap">{lead.message || '–'}</dd>
          </div>
        </dl>
      </section>

      {photos.length > 0 && (
        <section aria-labelledby="photos-heading" className="mt-6">
          <h2 id="photos-heading" className="text-xl font-bold">
            Photos
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, i) => {
              const src = `/admin/leads/${lead.id}/photos/${photo.id}.jpg`;
              return (
                <li key={photo.id}>
                  <a href={src} className="block">
                    <img
                      src={src}
                      width={photo.width}
                      height={photo.height}
                      alt={`${i + 1} of ${photos.length}, sent with the request`}
                      loading="lazy"
                      className="aspect-square w-full rounded-xl border border-stone-200 object-cover"
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}

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

      {history}

      <section aria-labelledby="notes-heading" id="notes" className="mt-6">
        <h2 id="notes-heading" className="text-xl font-bold">
          Notes
        </h2>
        <PostForm action={`/admin/leads/${lead.id}/notes/`} csrf={csrf} className="mt-4 space-y-3">
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
            Up to {NOTE_MAX.toLocaleString('en-CA')} characters, shown in the history with your name. Notes are kept
            with the lead and deleted with it.
          </p>
          <button type="submit" className="btn-primary">
            Add note
          </button>
        </PostForm>
      </section>
    </>
  );
}

/** Asks before deleting a lead: the privacy policy's right to deletion, carried out by staff. */
export function DeletePage({ lead, csrf, view }: { lead: Lead; csrf: string; view: LeadView }) {
  return (
    <div className="card max-w-xl p-6">
      <h1 className="text-2xl font-bold">Delete this lead?</h1>
      <p className="mt-3 text-stone-700">
        The {lead.kind === 'quote' ? 'quote request' : 'contact message'} from <strong>{lead.name}</strong>, received{' '}
        {view.time(lead.created_at)}, its notes and everything kept about it will be deleted. This cannot be undone.
      </p>
      <PostForm
        action={`/admin/leads/${lead.id}/delete/`}
        csrf={csrf}
        className="mt-6 flex flex-wrap items-center gap-4"
      >
        <button type="submit" className="btn min-h-10 bg-red-800 py-1.5 text-white hover:bg-red-900">
          Delete the lead
        </button>
        <a className="link" href={`/admin/leads/${lead.id}/`}>
          Keep it
        </a>
      </PostForm>
    </div>
  );
}
