/**
 * The leads in the inbox: newest first, 50 a page, search and filters; each lead's page with
 * its notes and photos; mark handled, delete, and the CSV export of what the list shows.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { areaGroups } from '../../render/admin/inbox-filters.tsx';
import { InboxPage } from '../../render/admin/inbox-page.tsx';
import { DeletePage, LeadPage } from '../../render/admin/lead-page.tsx';
import { csvRow, leadColumns } from '../../render/admin/csv.ts';
import { NumbersLink } from '../../render/admin/numbers-page.tsx';
import { handledMedians, inboxPage, matchingLeads, waitingLeads } from '../../store/lead-lists.ts';
import { deleteLeads, leadById, markHandled } from '../../store/leads.ts';
import { findPhoto, photosOf } from '../../store/photos.ts';
import { parseFilter, parsePageAt } from './filters.ts';
import type { Inbox } from './index.tsx';
import { returnPage } from './session.tsx';
import { addNote, cleanNote, leadNotes } from '../../store/notes.ts';

const leadIdOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/** The list or the lead's page the visitor came from. */
const refererPage = (referer: string | undefined) =>
  returnPage(referer && URL.canParse(referer) ? new URL(referer) : undefined);

export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: Inbox }): Promise<void> {
  const { names } = app.build;
  const areas = areaGroups(names);

  app.get('/', { prefixTrailingSlash: 'slash' }, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const filter = parseFilter(query, names.areas);
    const [page, waiting, medians] = await Promise.all([
      inboxPage(app.db, filter, parsePageAt(query)),
      waitingLeads(app.db),
      handledMedians(app.db, app.now()),
    ]);
    return inbox.send(
      reply,
      200,
      'Leads',
      <>
        <NumbersLink />
        <InboxPage
          page={page}
          filter={filter}
          csrf={inbox.csrf(reply)}
          view={inbox.view()}
          areas={areas}
          waiting={waiting}
          medians={medians}
        />
      </>,
    );
  });

  /** No such lead: deleted, purged, or a mistyped address. */
  const noLead = (reply: FastifyReply) =>
    inbox.send(
      reply,
      404,
      'No such lead',
      <>
        <h1 className="text-3xl font-bold">No such lead</h1>
        <p className="mt-3 text-stone-700">
          It may have been deleted, or removed after the retention period.{' '}
          <a className="link" href="/admin/">
            All leads
          </a>
        </p>
      </>,
    );

  /** A lead's page, with a note to fix when one could not be saved. */
  const showLead = async (id: number, reply: FastifyReply, status = 200, draft?: string, error?: string) => {
    const lead = await leadById(app.db, id);
    if (!lead) return noLead(reply);
    const [notes, photos] = await Promise.all([leadNotes(app.db, id), photosOf(app.db, id)]);
    return inbox.send(
      reply,
      status,
      lead.name,
      <LeadPage
        lead={lead}
        notes={notes}
        photos={photos}
        csrf={inbox.csrf(reply)}
        view={inbox.view()}
        draft={draft}
        error={error}
      />,
    );
  };
  app.get(`/leads/:id(^\\d{1,9})/`, (request, reply) => showLead(leadIdOf(request), reply));

  // A visitor's photo: signed in only, like everything here, and never kept by a browser or proxy.
  app.get(`/leads/:id(^\\d{1,9})/photos/:photo(^\\d{1,9}).jpg`, async (request, reply) => {
    const photo = await findPhoto(app.db, leadIdOf(request), Number((request.params as { photo: string }).photo));
    if (!photo) return noLead(reply);
    return reply
      .type(photo.type)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Content-Disposition', 'inline')
      .send(Buffer.from(photo.data));
  });

  app.get(`/leads/:id(^\\d{1,9})/delete/`, async (request, reply) => {
    const lead = await leadById(app.db, leadIdOf(request));
    if (!lead) return noLead(reply);
    return inbox.send(
      reply,
      200,
      'Delete a lead',
      <DeletePage lead={lead} csrf={inbox.csrf(reply)} view={inbox.view()} />,
    );
  });
  app.post(`/leads/:id(^\\d{1,9})/delete/`, { preHandler: app.csrfProtection }, async (request, reply) => {
    await deleteLeads(app.db, { id: leadIdOf(request) });
    return inbox.redirect(reply, '/admin/');
  });
  app.post(`/leads/:id(^\\d{1,9})/handled/`, { preHandler: app.csrfProtection }, async (request, reply) => {
    await markHandled(app.db, leadIdOf(request), app.now());
    return inbox.redirect(reply, refererPage(request.headers.referer));
  });
  app.post(`/leads/:id(^\\d{1,9})/notes/`, { preHandler: app.csrfProtection }, async (request, reply) => {
    const id = leadIdOf(request);
    if (!(await leadById(app.db, id))) return noLead(reply);
    const raw = inbox.field(request, 'text');
    const note = cleanNote(raw);
    if ('error' in note) return showLead(id, reply, 400, raw, note.error);
    await addNote(app.db, id, note.text, app.now());
    return inbox.redirect(reply, `/admin/leads/${id}/#notes`);
  });

  app.get('/leads.csv', (request, reply) => {
    const filter = parseFilter(new URLSearchParams(request.url.split('?')[1] ?? ''), names.areas);
    // Page by page, so any number of leads is exported without holding them all; the
    // list's filters and search choose them.
    const columns = leadColumns(inbox.view());
    async function* rows() {
      yield `\ufeff${csvRow(columns.map(([header]) => header))}`;
      for await (const page of matchingLeads(app.db, filter)) {
        for (const lead of page) yield csvRow(columns.map(([, value]) => value(lead)));
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="northpaw-leads-${app.now().toISOString().slice(0, 10)}.csv"`,
      )
      .header('Cache-Control', 'no-store')
      .send(Readable.from(rows()));
  });
}
