/**
 * People (the owner's): invite someone by e-mail with a role and a team, change a role, team or
 * language, remove someone. A change or a removal ends the person's sessions at once, on every
 * server; the last owner cannot demote themselves, and nobody removes themselves. Also the
 * deletions log, the owner's too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teams } from '../../../site.config.ts';
import { may, roles, teamById, type Role } from '../../domain/people.ts';
import type { LinkMetadata } from '../../plugins/app/auth.ts';
import { momentIn } from '../../render/admin/format.ts';
import { DeletionsPage, PeoplePage, RemovePage, type TeamChoice } from '../../render/admin/people-pages.tsx';
import { deletionsLog } from '../../store/deletions.ts';
import { countOwners, findPerson, findPersonByEmail, listPeople } from '../../store/people.ts';
import { addRequest, requestKey } from '../../store/sign-in-requests.ts';
import type { Inbox } from './index.tsx';
import { authHeaders } from './session.tsx';

const personParams = z.object({ id: z.string().min(1).max(200) });
const choice = {
  role: z.enum(roles).catch('technician'),
  team: z.string().max(100).default(''),
  lang: z.enum(['en', 'fr']).catch('en'),
};
const inviteForm = z
  .object({ email: z.string().max(254).default(''), name: z.string().max(100).default(''), ...choice })
  .loose();
const changeForm = z.object(choice).loose();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function peopleRoutes(app: FastifyInstance, { inbox }: { inbox: Inbox }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onlyOwner = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!may.managePeople(inbox.person(request).role)) return inbox.denied(request, reply);
  };
  const teamChoices = (lang: 'en' | 'fr'): TeamChoice[] =>
    teams.map((team) => ({ id: team.city, name: app.build.names.place(team.city, lang) }));
  /** A technician's team as chosen, or null for the roles that see every team. */
  const teamFor = (role: Role, team: string) => (role === 'technician' ? (teamById(team)?.city ?? null) : null);

  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    notice: { done?: string; error?: string; draft?: z.infer<typeof inviteForm> } = {},
  ) => {
    const me = inbox.person(request);
    const t = inbox.words(request);
    return inbox.send(
      reply,
      status,
      t.people.title,
      <PeoplePage
        t={t}
        me={me}
        people={await listPeople(app.db)}
        teams={teamChoices(me.lang)}
        csrf={inbox.csrf(reply)}
        {...notice}
      />,
    );
  };

  routes.get('/people/', { preHandler: onlyOwner }, (request, reply) => page(request, reply, 200));

  routes.post(
    '/people/',
    { preHandler: [app.csrfProtection, onlyOwner], schema: { body: inviteForm } },
    async (request, reply) => {
      const t = inbox.words(request).people;
      const draft = request.body;
      const email = draft.email.trim().toLowerCase();
      if (!EMAIL.test(email)) return page(request, reply, 400, { error: t.badEmail, draft });
      const team = teamFor(draft.role, draft.team);
      if (draft.role === 'technician' && !team) return page(request, reply, 400, { error: t.needsTeam, draft });
      if (await findPersonByEmail(app.db, email)) return page(request, reply, 400, { error: t.exists, draft });
      const { user } = await app.auth.api.createUser({
        body: { email, name: draft.name.trim(), role: draft.role, data: { team, lang: draft.lang } },
        headers: authHeaders(request),
      });
      if (!app.mailer) return page(request, reply, 201, { done: t.invitedNoMail.replace('{email}', email) });
      await addRequest(app.db, requestKey('p', user.id, app.secret), app.now());
      const metadata: LinkMetadata = { lang: draft.lang, kind: 'invite' };
      await app.auth.api.signInMagicLink({ body: { email, metadata: { ...metadata } }, headers: authHeaders(request) });
      return page(request, reply, 201, { done: t.invited.replace('{email}', email) });
    },
  );

  routes.post(
    '/people/:id/',
    { preHandler: [app.csrfProtection, onlyOwner], schema: { params: personParams, body: changeForm } },
    async (request, reply) => {
      const t = inbox.words(request).people;
      const me = inbox.person(request);
      const person = await findPerson(app.db, request.params.id);
      if (!person) return inbox.redirect(reply, '/admin/people/');
      const { role, lang } = request.body;
      const team = teamFor(role, request.body.team);
      if (role === 'technician' && !team) return page(request, reply, 400, { error: t.needsTeam });
      if (person.role === 'owner' && role !== 'owner' && (await countOwners(app.db)) <= 1) {
        return page(request, reply, 400, { error: t.lastOwner });
      }
      const changed = person.role !== role || (person.team ?? null) !== team;
      if (person.role !== role) {
        await app.auth.api.setRole({ body: { userId: person.id, role }, headers: authHeaders(request) });
      }
      await app.db
        .updateTable('people')
        .set({ team, lang, updatedAt: app.now().toISOString() })
        .where('id', '=', person.id)
        .execute();
      if (changed) {
        // What they may see changed: every open session of theirs ends now, on every server.
        await app.db.deleteFrom('people_sessions').where('userId', '=', person.id).execute();
        if (person.id === me.id) return inbox.redirect(reply, '/admin/login/');
      }
      const done = changed
        ? t.changed.replace('{name}', person.name || person.email)
        : inbox.words(request).account.saved;
      return page(request, reply, 200, { done });
    },
  );

  routes.get(
    '/people/:id/remove/',
    { preHandler: onlyOwner, schema: { params: personParams } },
    async (request, reply) => {
      const person = await findPerson(app.db, request.params.id);
      if (!person || person.id === inbox.person(request).id) return inbox.redirect(reply, '/admin/people/');
      const t = inbox.words(request);
      return inbox.send(
        reply,
        200,
        t.people.removeTitle.replace('{name}', person.name || person.email),
        <RemovePage t={t} person={{ ...person, passkeys: 0 }} csrf={inbox.csrf(reply)} />,
      );
    },
  );
  routes.post(
    '/people/:id/remove/',
    { preHandler: [app.csrfProtection, onlyOwner], schema: { params: personParams } },
    async (request, reply) => {
      const person = await findPerson(app.db, request.params.id);
      if (!person || person.id === inbox.person(request).id) return inbox.redirect(reply, '/admin/people/');
      // better-auth ends their sessions and removes them (their passkeys go with them).
      await app.auth.api.removeUser({ body: { userId: person.id }, headers: authHeaders(request) });
      const done = inbox.words(request).people.removed.replace('{name}', person.name || person.email);
      return page(request, reply, 200, { done });
    },
  );

  routes.get('/deletions/', async (request, reply) => {
    const me = inbox.person(request);
    if (!may.deleteLeads(me.role)) return inbox.denied(request, reply);
    const t = inbox.words(request);
    return inbox.send(
      reply,
      200,
      t.deletions.title,
      <DeletionsPage
        t={t}
        rows={await deletionsLog(app.db)}
        days={app.settings.LEADS_RETENTION_DAYS}
        moment={momentIn(me.lang, app.settings.BUSINESS_TIME_ZONE)}
      />,
    );
  });
}
