/**
 * The inbox's list: its numbers, search and filters, and the leads a page at a time: the urgent
 * leads still new first, then newest first.
 */
import { filterQuery, isFiltered, type InboxFilter } from '../../routes/admin/filters.ts';
import type { LeadView } from './format.ts';
import { FilterForm, type AreaGroup } from './inbox-filters.tsx';
import { InboxNumbers } from './inbox-numbers.tsx';
import {
  Contact,
  DeleteLink,
  HandledForm,
  LangBadge,
  LeadLine,
  Notifications,
  Status,
  OutsideBadge,
  UnverifiedBadge,
  UrgentBadge,
} from './lead-parts.tsx';
import { PostForm } from './post-form.tsx';
import type { HandledMedian, InboxPage as LeadsPage } from '../../store/lead-lists.ts';
import type { LeadWithNotifications } from '../../store/leads.ts';

/** A list item's message is cut here; the lead's page shows all of it. */
const MESSAGE_PREVIEW = 280;

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
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Leads</h1>
        <a className="link min-h-11 text-sm" href="/admin/content/">
          Edit the site
        </a>
        <PostForm action="/admin/logout/" csrf={csrf}>
          <button type="submit" className="link min-h-11 text-sm">
            Sign out
          </button>
        </PostForm>
      </div>
      <InboxNumbers waiting={waiting} medians={medians} view={view} />
      <FilterForm filter={filter} areas={areas} />
      <h2 className="sr-only">
        {isFiltered(filter) ? 'Leads that match' : 'All leads'}, urgent and new first, then newest first
      </h2>
      {page.leads.length === 0 ? (
        <p className="mt-8 text-stone-700">No leads match.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Leads">
          {page.leads.map((lead) => (
            <LeadItem key={lead.id} lead={lead} csrf={csrf} view={view} />
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

function LeadItem({ lead, csrf, view }: { lead: LeadWithNotifications; csrf: string; view: LeadView }) {
  return (
    <li className="card p-4 sm:p-5" data-lead-id={lead.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <LeadLine lead={lead} view={view} className="text-sm text-stone-600" />
          <h3 className="mt-1 flex flex-wrap items-center gap-2 text-lg font-bold">
            <a className="link break-words" href={`/admin/leads/${lead.id}/`}>
              {lead.name}
            </a>
            <UrgentBadge lead={lead} />
            <LangBadge lang={lead.lang} />
            <UnverifiedBadge lead={lead} />
            <OutsideBadge lead={lead} />
          </h3>
          <p className="text-sm text-stone-700">
            {view.service(lead.service)}
            {lead.city && ` · ${view.place(lead.city)}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {lead.status === 'new' && <HandledForm lead={lead} csrf={csrf} />}
          <DeleteLink lead={lead}>
            Delete<span className="sr-only"> the lead from {lead.name}</span>
          </DeleteLink>
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
  );
}
