/**
 * The leads in the inbox: newest first, 50 a page, search and filters; each lead's page with
 * its history and photos; mark handled or new again, notes, delete, and the CSV export of what
 * the list shows. A technician reads, marks and notes only their team's leads: any other lead,
 * its photos and its rows answer as a lead that does not exist (404); export and delete are not
 * theirs, nor the office's delete.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaGroups } from '../../render/admin/inbox-filters.tsx';
import { InboxPage } from '../../render/admin/inbox-page.tsx';
import { DeletePage, LeadPage } from '../../render/admin/lead-page.tsx';
import { csvRow, leadColumns } from '../../render/admin/csv.ts';
import { NumbersLink } from '../../render/admin/numbers-page.tsx';
import { may } from '../../domain/people.ts';
import { momentIn } from '../../render/admin/format.ts';
import { History } from '../../render/admin/people-pages.tsx';
import { handledMedians, inboxPage, matchingLeads, waitingLeads } from '../../store/lead-lists.ts';
import { leadEvents, noteOpened } from '../../store/lead-events.ts';
import { deleteLeadBy, leadById, markHandled, markNew } from '../../store/leads.ts';
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
    const team = inbox.scope(request);
    const role = inbox.person(request).role;
    const [page, waiting, medians] = await Promise.all([
      inboxPage(app.db, { ...filter, team }, parsePageAt(query)),
      waitingLeads(app.db, team),
      handledMedians(app.db, app.now(), undefined, team),
    ]);
    return inbox.send(
      reply,
      200,
      'Leads',
      <>
        {may.readNumbers(role) && <NumbersLink />}
        <InboxPage
          role={role}
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

  /** A lead the request's person may see (their team's, for a technician), else undefined. */
  const leadFor = (request: FastifyRequest, id: number) => leadById(app.db, id, inbox.scope(request));

  /** A lead's page, with a note to fix when one could not be saved. */
  const showLead = async (
    request: FastifyRequest,
    id: number,
    reply: FastifyReply,
    status = 200,
    draft?: string,
    error?: string,
  ) => {
    const person = inbox.person(request);
    const lead = await leadFor(request, id);
    if (!lead) return noLead(reply);
    if (status === 200) await noteOpened(app.db, id, person, app.now());
    const [notes, photos, events] = await Promise.all([
      leadNotes(app.db, id),
      photosOf(app.db, id),
      leadEvents(app.db, id),
    ]);
    return inbox.send(
      reply,
      status,
      lead.name,
      <LeadPage
        lead={lead}
        role={person.role}
        photos={photos}
        csrf={inbox.csrf(reply)}
        view={inbox.view()}
        draft={draft}
        error={error}
        history={
          <History
            t={inbox.words(request)}
            lang={person.lang}
            lead={lead}
            events={events}
            notes={notes}
            moment={momentIn(person.lang, app.settings.BUSINESS_TIME_ZONE)}
            placeName={(city) => names.place(city, person.lang)}
          />
        }
      />,
    );
  };
  routes.get(`/leads/:id(^\\d{1,9})/`, { schema: { params: leadParams } }, (request, reply) =>
    showLead(request, request.params.id, reply),
  );

  // A visitor's photo: signed in only, like everything here, and never kept by a browser or proxy.
  routes.get(
    `/leads/:id(^\\d{1,9})/photos/:photo(^\\d{1,9}).jpg`,
    { schema: { params: photoParams } },
    async (request, reply) => {
      const photo =
        (await leadFor(request, request.params.id)) &&
        (await findPhoto(app.db, request.params.id, request.params.photo));
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
    const lead = await leadFor(request, request.params.id);
    if (!lead) return noLead(reply);
    if (!may.deleteLeads(inbox.person(request).role)) return inbox.denied(request, reply);
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
      const person = inbox.person(request);
      if (!(await leadFor(request, request.params.id))) return noLead(reply);
      if (!may.deleteLeads(person.role)) return inbox.denied(request, reply);
      await deleteLeadBy(app.db, request.params.id, person, app.now());
      return inbox.redirect(reply, '/admin/');
    },
  );
  routes.post(
    `/leads/:id(^\\d{1,9})/handled/`,
    { schema: { params: leadParams }, preHandler: app.csrfProtection },
    async (request, reply) => {
      if (!(await leadFor(request, request.params.id))) return noLead(reply);
      await markHandled(app.db, request.params.id, app.now(), inbox.person(request));
      return inbox.redirect(reply, refererPage(request.headers.referer));
    },
  );
  routes.post(
    `/leads/:id(^\\d{1,9})/new/`,
    { schema: { params: leadParams }, preHandler: app.csrfProtection },
    async (request, reply) => {
      if (!(await leadFor(request, request.params.id))) return noLead(reply);
      await markNew(app.db, request.params.id, app.now(), inbox.person(request));
      return inbox.redirect(reply, refererPage(request.headers.referer));
    },
  );
  routes.post(
    `/leads/:id(^\\d{1,9})/notes/`,
    { schema: { params: leadParams, body: noteForm }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await leadFor(request, id))) return noLead(reply);
      const raw = request.body.text;
      const note = cleanNote(raw);
      if ('error' in note) return showLead(request, id, reply, 400, raw, note.error);
      await addNote(app.db, id, note.text, app.now(), inbox.person(request));
      return inbox.redirect(reply, `/admin/leads/${id}/#notes`);
    },
  );

  routes.get('/leads.csv', { schema: { querystring: inboxQuery } }, (request, reply) => {
    if (!may.exportLeads(inbox.person(request).role)) return inbox.denied(request, reply);
    const filter = { ...parseFilter(request.query, names.areas), team: inbox.scope(request) };
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
