/**
 * The leads in the inbox: newest first, 50 a page, search and filters; each lead's page with
 * its notes and photos; mark handled, delete, and the CSV export of what the list shows.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaGroups } from '../../render/admin/inbox-filters.tsx';
import { InboxPage } from '../../render/admin/inbox-page.tsx';
import { DeletePage, LeadPage } from '../../render/admin/lead-page.tsx';
import { csvRow, leadColumns } from '../../render/admin/csv.ts';
import { NumbersLink } from '../../render/admin/numbers-page.tsx';
import { handledMedians, inboxPage, matchingLeads, waitingLeads } from '../../store/lead-lists.ts';
import { deleteLeads, leadById, markHandled } from '../../store/leads.ts';
import { findPhoto, photosOf } from '../../store/photos.ts';
import { inboxQuery, parseFilter, parsePageAt } from './filters.ts';
import type { Inbox } from './index.tsx';
import { returnPage } from './session.tsx';
import { addNote, cleanNote, leadNotes } from '../../store/notes.ts';

/** A lead's id in a path: at most 9 digits, a database integer. */
const leadParams = z.object({ id: z.coerce.number().int().min(1).max(999_999_999) });
const photoParams = leadParams.extend({ photo: z.coerce.number().int().min(1).max(999_999_999) });
/** A note, as the lead page's form posts it (its CSRF token aside). */
const noteForm = z.object({ text: z.string().default('') }).loose();

/** The list or the lead's page the visitor came from. */
const refererPage = (referer: string | undefined) =>
  returnPage(referer && URL.canParse(referer) ? new URL(referer) : undefined);

export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: Inbox }): Promise<void> {
  const { names } = app.build;
  const areas = areaGroups(names);

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', { prefixTrailingSlash: 'slash', schema: { querystring: inboxQuery } }, async (request, reply) => {
    const query = request.query;
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
  routes.get(`/leads/:id(^\\d{1,9})/`, { schema: { params: leadParams } }, (request, reply) =>
    showLead(request.params.id, reply),
  );

  // A visitor's photo: signed in only, like everything here, and never kept by a browser or proxy.
  routes.get(
    `/leads/:id(^\\d{1,9})/photos/:photo(^\\d{1,9}).jpg`,
    { schema: { params: photoParams } },
    async (request, reply) => {
      const photo = await findPhoto(app.db, request.params.id, request.params.photo);
      if (!photo) return noLead(reply);
      return reply
        .type(photo.type)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Content-Disposition', 'inline')
        .send(Buffer.from(photo.data));
    },
  );

  routes.get(`/leads/:id(^\\d{1,9})/delete/`, { schema: { params: leadParams } }, async (request, reply) => {
    const lead = await leadById(app.db, request.params.id);
    if (!lead) return noLead(reply);
    return inbox.send(
      reply,
      200,
      'Delete a lead',
      <DeletePage lead={lead} csrf={inbox.csrf(reply)} view={inbox.view()} />,
    );
  });
  routes.post(
    `/leads/:id(^\\d{1,9})/delete/`,
    { schema: { params: leadParams }, preHandler: app.csrfProtection },
    async (request, reply) => {
      await deleteLeads(app.db, { id: request.params.id });
      return inbox.redirect(reply, '/admin/');
    },
  );
  routes.post(
    `/leads/:id(^\\d{1,9})/handled/`,
    { schema: { params: leadParams }, preHandler: app.csrfProtection },
    async (request, reply) => {
      await markHandled(app.db, request.params.id, app.now());
      return inbox.redirect(reply, refererPage(request.headers.referer));
    },
  );
  routes.post(
    `/leads/:id(^\\d{1,9})/notes/`,
    { schema: { params: leadParams, body: noteForm }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await leadById(app.db, id))) return noLead(reply);
      const raw = request.body.text;
      const note = cleanNote(raw);
      if ('error' in note) return showLead(id, reply, 400, raw, note.error);
      await addNote(app.db, id, note.text, app.now());
      return inbox.redirect(reply, `/admin/leads/${id}/#notes`);
    },
  );

  routes.get('/leads.csv', { schema: { querystring: inboxQuery } }, (request, reply) => {
    const filter = parseFilter(request.query, names.areas);
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
