/**
 * The inbox's pages about people, in each person's language: your account, People (the owner's),
 * the deletions log, and a lead's history. Forms post without JavaScript; the one script adds a
 * passkey where the browser can.
 */
import type { Team } from '../../../site.config.ts';
import { roles, teamOfCity, type Person, type Role } from '../../domain/people.ts';
import type { LeadDeletion, LeadEvent, LeadNote } from '../../store/schema.ts';
import type { LeadWithNotifications } from '../../store/leads.ts';
import { PostForm } from './post-form.tsx';
import type { Words } from './words.ts';

const field = 'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 font-normal';
const label = 'block text-sm font-semibold';

function Notice({ done, error }: { done?: string | undefined; error?: string | undefined }) {
  if (error)
    return (
      <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
        {error}
      </p>
    );
  if (done)
    return (
      <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
        {done}
      </p>
    );
  return null;
}

/** The teams to choose from, named by their city. */
export interface TeamChoice {
  id: string;
  name: string;
}

export function AccountPage({
  t,
  person,
  team,
  passkeys,
  csrf,
  moment,
  done,
  error,
  teamName,
}: {
  t: Words;
  person: Person;
  team: Team | undefined;
  passkeys: { id: string; name: string | null; createdAt: Date | string | null }[];
  csrf: string;
  moment: (at: Date | string) => string;
  teamName: (team: Team) => string;
  done?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold">{t.account.title}</h1>
      <Notice done={done} error={error} />
      <p className="mt-3 text-stone-700">
        {t.account.signedInAs.replace('{email}', person.email).replace('{role}', t.roles[person.role])}
        {team && ` ${t.account.team.replace('{team}', teamName(team))}`}
      </p>

      <section aria-labelledby="passkeys-heading" className="card mt-6 p-4 sm:p-5">
        <h2 id="passkeys-heading" className="text-xl font-bold">
          {t.account.passkeys}
        </h2>
        {passkeys.length === 0 ? (
          <p className="mt-2 text-stone-700">{t.account.noPasskeys}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200">
            {passkeys.map((passkey, i) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  {passkey.name || `Passkey ${passkeys.length - i}`}
                  {passkey.createdAt && (
                    <span className="text-sm text-stone-600">
                      {' '}
                      ({t.account.added.replace('{when}', moment(passkey.createdAt))})
                    </span>
                  )}
                </span>
                <PostForm action={`/admin/account/passkeys/${encodeURIComponent(passkey.id)}/remove/`} csrf={csrf}>
                  <button type="submit" className="link min-h-11">
                    {t.account.removePasskey}
                    <span className="sr-only"> {passkey.name || `Passkey ${passkeys.length - i}`}</span>
                  </button>
                </PostForm>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          id="passkey-add"
          hidden
          data-csrf={csrf}
          data-failed={t.account.passkeyFailed}
          className="btn-primary mt-4"
        >
          {t.account.addPasskey}
        </button>
        <p id="passkey-needs-script" className="mt-3 text-sm text-stone-600">
          {t.account.passkeyNeedsScript}
        </p>
        <p id="passkey-problem" role="alert" hidden className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900" />
        <script src="/admin/passkey.js" defer />
      </section>

      <section aria-labelledby="you-heading" className="card mt-6 p-4 sm:p-5">
        <h2 id="you-heading" className="text-xl font-bold">
          {t.people.name} · {t.people.language}
        </h2>
        <PostForm action="/admin/account/" csrf={csrf} className="mt-3 grid gap-4 sm:max-w-md">
          <label className={label}>
            {t.account.name}
            <input
              type="text"
              name="name"
              maxLength={100}
              autoComplete="name"
              defaultValue={person.name}
              className={field}
            />
          </label>
          <label className={label}>
            {t.account.language}
            <select name="lang" defaultValue={person.lang} className={field}>
              <option value="en">English</option>
              <option value="fr">Français</option>
            </select>
          </label>
          <button type="submit" className="btn-primary justify-self-start">
            {t.account.save}
          </button>
        </PostForm>
      </section>

      <section aria-labelledby="everywhere-heading" className="mt-6">
        <h2 id="everywhere-heading" className="text-xl font-bold">
          {t.account.sessions}
        </h2>
        <p className="mt-2 text-stone-700">{t.account.signOutEverywhereHint}</p>
        <PostForm action="/admin/logout/everywhere/" csrf={csrf} className="mt-3">
          <button type="submit" className="btn border border-red-800 text-red-900">
            {t.account.signOutEverywhere}
          </button>
        </PostForm>
      </section>
    </>
  );
}

interface PersonRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
  team: string | null;
  lang: string | null;
  passkeys: number;
}

function RoleFields({
  t,
  teams,
  role,
  team,
  lang,
  idPrefix,
}: {
  t: Words;
  teams: TeamChoice[];
  role: Role;
  team: string | null;
  lang: 'en' | 'fr';
  idPrefix: string;
}) {
  return (
    <>
      <label className={label} htmlFor={`${idPrefix}-role`}>
        {t.people.role}
        <select id={`${idPrefix}-role`} name="role" defaultValue={role} className={field}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </select>
      </label>
      <label className={label} htmlFor={`${idPrefix}-team`}>
        {t.people.team}
        <select id={`${idPrefix}-team`} name="team" defaultValue={team ?? ''} className={field}>
          <option value="">{t.people.noTeam}</option>
          {teams.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <label className={label} htmlFor={`${idPrefix}-lang`}>
        {t.people.language}
        <select id={`${idPrefix}-lang`} name="lang" defaultValue={lang} className={field}>
          <option value="en">English</option>
          <option value="fr">Français</option>
        </select>
      </label>
    </>
  );
}

export function PeoplePage({
  t,
  me,
  people,
  teams,
  csrf,
  done,
  error,
  draft,
}: {
  t: Words;
  me: Person;
  people: PersonRow[];
  teams: TeamChoice[];
  csrf: string;
  done?: string | undefined;
  error?: string | undefined;
  draft?: { email: string; name: string; role: Role; team: string; lang: 'en' | 'fr' } | undefined;
}) {
  const teamName = (id: string | null) => teams.find((choice) => choice.id === id)?.name ?? t.people.noTeam;
  return (
    <>
      <h1 className="text-3xl font-bold">{t.people.title}</h1>
      <p className="mt-3 max-w-2xl text-stone-700">{t.people.intro}</p>
      <Notice done={done} error={error} />
      <ul className="mt-6 space-y-4">
        {people.map((row) => {
          const role = (roles as readonly string[]).includes(row.role ?? '') ? (row.role as Role) : 'technician';
          const who = row.name || row.email;
          return (
            <li key={row.id} className="card p-4 sm:p-5">
              <h2 className="text-lg font-bold break-words">
                {who}
                {row.id === me.id && <span className="text-sm font-normal text-stone-600"> ({t.people.you})</span>}
              </h2>
              {row.name && <p className="text-sm break-all text-stone-700">{row.email}</p>}
              <p className="text-sm text-stone-700">
                {t.roles[role]}
                {role === 'technician' && ` · ${teamName(row.team)}`} ·{' '}
                {t.people.passkeys.replace('{count}', String(row.passkeys))}
              </p>
              <PostForm
                action={`/admin/people/${encodeURIComponent(row.id)}/`}
                csrf={csrf}
                className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end"
              >
                <RoleFields
                  t={t}
                  teams={teams}
                  role={role}
                  team={row.team}
                  lang={row.lang === 'fr' ? 'fr' : 'en'}
                  idPrefix={`person-${row.id}`}
                />
                <button type="submit" className="btn-primary">
                  {t.people.change}
                  <span className="sr-only">: {who}</span>
                </button>
              </PostForm>
              {row.id !== me.id && (
                <p className="mt-2">
                  <a
                    className="link inline-flex min-h-11 items-center"
                    href={`/admin/people/${encodeURIComponent(row.id)}/remove/`}
                  >
                    {t.people.remove}
                    <span className="sr-only">: {who}</span>
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="invite-heading" className="card mt-8 p-4 sm:p-5">
        <h2 id="invite-heading" className="text-xl font-bold">
          {t.people.invite}
        </h2>
        <PostForm action="/admin/people/" csrf={csrf} className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className={label}>
            {t.people.email}
            <input type="email" name="email" required defaultValue={draft?.email} className={field} />
          </label>
          <label className={label}>
            {t.people.name}
            <input type="text" name="name" maxLength={100} defaultValue={draft?.name} className={field} />
          </label>
          <RoleFields
            t={t}
            teams={teams}
            role={draft?.role ?? 'technician'}
            team={draft?.team ?? teams[0]?.id ?? null}
            lang={draft?.lang ?? 'en'}
            idPrefix="invite"
          />
          <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start">
            {t.people.inviteButton}
          </button>
        </PostForm>
      </section>
    </>
  );
}

export function RemovePage({ t, person, csrf }: { t: Words; person: PersonRow; csrf: string }) {
  const who = person.name || person.email;
  return (
    <div className="card max-w-xl p-6">
      <h1 className="text-2xl font-bold break-words">{t.people.removeTitle.replace('{name}', who)}</h1>
      <p className="mt-3 text-stone-700">{t.people.removeExplain.replace('{name}', who)}</p>
      <PostForm
        action={`/admin/people/${encodeURIComponent(person.id)}/remove/`}
        csrf={csrf}
        className="mt-6 flex flex-wrap items-center gap-4"
      >
        <button type="submit" className="btn min-h-10 bg-red-800 py-1.5 text-white hover:bg-red-900">
          {t.people.removeButton.replace('{name}', who)}
        </button>
        <a className="link" href="/admin/people/">
          {t.people.keep}
        </a>
      </PostForm>
    </div>
  );
}

export function DeletionsPage({
  t,
  rows,
  days,
  moment,
}: {
  t: Words;
  rows: LeadDeletion[];
  days: number;
  moment: (at: Date | string) => string;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold">{t.deletions.title}</h1>
      <p className="mt-3 max-w-2xl text-stone-700">
        {t.deletions.intro.replace('{days}', days.toLocaleString('en-CA'))}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-stone-700">{t.deletions.none}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pe-4">
                  {t.deletions.lead}
                </th>
                <th scope="col" className="py-2 pe-4">
                  {t.deletions.received}
                </th>
                <th scope="col" className="py-2 pe-4">
                  {t.deletions.deleted}
                </th>
                <th scope="col" className="py-2">
                  {t.deletions.by}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-stone-200">
                  <td className="py-2 pe-4">
                    #{row.lead_id}
                    {row.lead_ref && ` (${row.lead_ref})`}
                  </td>
                  <td className="py-2 pe-4">{moment(row.lead_created_at)}</td>
                  <td className="py-2 pe-4">{moment(row.deleted_at)}</td>
                  <td className="py-2 break-all">{row.person}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** One line of a lead's history. */
interface HistoryLine {
  at: string;
  /** Orders lines of the same moment: the later written first. */
  order: number;
  text: string;
  /** A note's own words, shown as written (escaped, line breaks kept). */
  note?: string;
}

/**
 * A lead's history, newest first: its arrival (the page and the place it was routed to), each
 * e-mail sent or failed, who opened it, marked it handled or new again, and each note with who
 * wrote it.
 */
export function History({
  t,
  lang,
  lead,
  events,
  notes,
  moment,
  placeName,
}: {
  t: Words;
  lang: 'en' | 'fr';
  lead: LeadWithNotifications;
  events: LeadEvent[];
  notes: LeadNote[];
  moment: (at: Date | string) => string;
  placeName: (city: string) => string;
}) {
  const h = t.history;
  const who = (name: string) => name || h.someone;
  const channel = (name: string) => h.channels[name as keyof typeof h.channels] ?? name;
  const team = teamOfCity(lead.city);
  const place = lead.city ? placeName(lead.city) : '';
  const routed = [place, h.team.replace('{team}', placeName(team.city))].filter(Boolean).join(', ');
  const lines: HistoryLine[] = [
    { at: lead.created_at, order: 0, text: h.received.replace('{page}', lead.page).replace('{place}', routed) },
    ...events.map((event) => {
      const [name = '', ...why] = event.detail.split(': ');
      const text =
        event.kind === 'opened'
          ? h.opened.replace('{who}', who(event.person))
          : event.kind === 'handled'
            ? h.handled.replace('{who}', who(event.person))
            : event.kind === 'new-again'
              ? h.newAgain.replace('{who}', who(event.person))
              : event.kind === 'sent'
                ? h.sent.replace('{channel}', channel(name))
                : h.failed.replace('{channel}', channel(name)).replace('{error}', why.join(': '));
      return { at: event.at, order: event.id * 2, text };
    }),
    ...notes.map((note) => ({
      at: note.created_at,
      order: note.id * 2 + 1,
      text: h.note.replace('{who}', who(note.author)),
      note: note.text,
    })),
  ].sort((a, b) => (a.at === b.at ? b.order - a.order : a.at < b.at ? 1 : -1));
  return (
    <section aria-labelledby="history-heading" id="history" className="mt-6" lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>
      <h2 id="history-heading" className="text-xl font-bold">
        {h.heading}
      </h2>
      <ol className="mt-2 space-y-2" aria-label={h.label}>
        {lines.map((line, i) => (
          <li key={i} className={line.note === undefined ? 'text-sm' : 'card p-4'}>
            <p className={line.note === undefined ? '' : 'text-sm text-stone-700'}>
              <time dateTime={new Date(line.at).toISOString()} className="text-stone-600">
                {moment(line.at)}
              </time>{' '}
              · {line.text}
            </p>
            {line.note !== undefined && <p className="mt-1 break-words whitespace-pre-wrap">{line.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
