/** Your account: your name and language, your passkeys (add one on this device, remove one), signing out everywhere. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamById } from '../../domain/people.ts';
import { momentIn } from '../../render/admin/format.ts';
import { AccountPage } from '../../render/admin/people-pages.tsx';
import { passkeysOf } from '../../store/people.ts';
import type { Inbox } from './index.tsx';
import { authHeaders, forwardCookies } from './session.tsx';

const accountForm = z.object({ name: z.string().max(100).default(''), lang: z.enum(['en', 'fr']).catch('en') }).loose();
const passkeyParams = z.object({ id: z.string().min(1).max(200) });
const accountQuery = z.object({
  passkey: z.string().optional().catch(undefined),
  saved: z.string().optional().catch(undefined),
});
const registration = z.object({ response: z.record(z.string(), z.unknown()), csrf: z.string().optional() });

export async function accountRoutes(app: FastifyInstance, { inbox }: { inbox: Inbox }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const page = async (request: FastifyRequest, reply: FastifyReply, notice?: { done?: string; error?: string }) => {
    const person = inbox.person(request);
    const t = inbox.words(request);
    const passkeys = await passkeysOf(app.db, person.id);
    return inbox.send(
      reply,
      notice?.error ? 400 : 200,
      t.account.title,
      <AccountPage
        t={t}
        person={person}
        team={teamById(person.team)}
        passkeys={passkeys}
        csrf={inbox.csrf(reply)}
        moment={momentIn(person.lang, app.settings.BUSINESS_TIME_ZONE)}
        teamName={(team) => app.build.names.place(team.city, person.lang)}
        {...notice}
      />,
    );
  };

  routes.get('/account/', { schema: { querystring: accountQuery } }, (request, reply) => {
    const t = inbox.words(request);
    const done =
      request.query.passkey === 'added' ? t.account.passkeyAdded : request.query.saved ? t.account.saved : undefined;
    return page(request, reply, { done });
  });
  routes.post(
    '/account/',
    { schema: { body: accountForm }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const person = inbox.person(request);
      await app.db
        .updateTable('people')
        .set({ name: request.body.name.trim(), lang: request.body.lang, updatedAt: app.now().toISOString() })
        .where('id', '=', person.id)
        .execute();
      return inbox.redirect(reply, '/admin/account/?saved=1');
    },
  );

  // Registering a passkey: the options, then the browser's answer (JSON, from the page's script).
  routes.get('/account/passkey/', async (request, reply) => {
    const { headers, response } = await app.auth.api.generatePasskeyRegistrationOptions({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(request, reply, headers);
    return reply.header('Cache-Control', 'no-store').send(response);
  });
  routes.post(
    '/account/passkey/',
    { schema: { body: registration }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const added = await app.auth.api
        .verifyPasskeyRegistration({
          body: { response: request.body.response as never },
          headers: authHeaders(request),
        })
        .catch((error: unknown) => {
          request.log.info({ err: error }, 'a passkey was not added');
          return undefined;
        });
      if (!added) return reply.code(400).send({ error: 'The passkey was not added.' });
      return reply.send({ added: true });
    },
  );
  routes.post(
    '/account/passkeys/:id/remove/',
    { schema: { params: passkeyParams }, preHandler: app.csrfProtection },
    async (request, reply) => {
      // Only one of the person's own: another's id removes nothing.
      await app.db
        .deleteFrom('passkeys')
        .where('id', '=', request.params.id)
        .where('userId', '=', inbox.person(request).id)
        .execute();
      return inbox.redirect(reply, '/admin/account/');
    },
  );
}
