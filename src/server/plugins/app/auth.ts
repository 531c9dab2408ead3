/**
 * People, as `app.auth` (better-auth on the store's own Kysely, with its magic-link, passkey and
 * admin plugins) and `app.people` (what the inbox asks of it). Nobody signs up: the owner is
 * created from OWNER_EMAIL on a server with nobody yet, and everyone else is invited by the owner.
 * better-auth's own HTTP handler is not mounted: the inbox's routes call its API on the server
 * (routes/admin/session.tsx), so only what those routes offer can be asked of it, behind their
 * own limits. See docs/people.md.
 */
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { admin, magicLink } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PostgresAdapter, type Kysely } from 'kysely';
import { isRole, LINK_MINUTES, type Person } from '../../domain/people.ts';
import { signInMail, type SignInMailKind } from '../../render/admin/sign-in-mail.tsx';
import type { Mail } from '../../render/emails.tsx';
import type { Database } from '../../store/schema.ts';

/** Sends one e-mail (SMTP_URL's server); none on a server without mail. */
export type Mailer = (mail: Mail) => Promise<void>;

/** A session lasts this long after its last use (renewed once a day while in use). */
export const SESSION_DAYS = 14;

const access = createAccessControl(defaultStatements);
/** What better-auth's admin API lets each role do: only the owner manages people. */
const accessRoles = {
  owner: access.newRole({
    user: ['create', 'list', 'set-role', 'delete', 'get', 'update'],
    session: ['list', 'revoke', 'delete'],
  }),
  office: access.newRole({ user: [], session: [] }),
  technician: access.newRole({ user: [], session: [] }),
};

/** What sendMagicLink is told about the link beyond its address: its language, page and why it goes. */
export interface LinkMetadata {
  lang?: 'en' | 'fr';
  next?: string;
  kind?: SignInMailKind;
}

export function createAuth(
  db: Kysely<Database>,
  siteUrl: string,
  secret: string,
  send: (link: SentLink) => Promise<void>,
) {
  const site = new URL(siteUrl);
  return betterAuth({
    appName: 'Northpaw inbox',
    baseURL: site.origin,
    basePath: '/admin/auth',
    secret,
    database: { db, type: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite' },
    // The inbox's routes hold their own limits, per client and for everyone, shared by every
    // server (session.tsx); better-auth's would count per process, before them.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    trustedOrigins: [site.origin],
    session: { modelName: 'people_sessions', expiresIn: SESSION_DAYS * 86_400, updateAge: 86_400 },
    account: { modelName: 'people_accounts' },
    verification: { modelName: 'sign_in_tokens' },
    user: {
      modelName: 'people',
      additionalFields: {
        team: { type: 'string', required: false, input: false },
        lang: { type: 'string', required: false, input: false, defaultValue: 'en' },
      },
    },
    advanced: {
      cookiePrefix: 'np',
      // The inbox's cookies go to the inbox alone; Lax, so a lead's link in a team's e-mail opens
      // the lead for someone already signed in (every post carries a CSRF token and comes from here).
      defaultCookieAttributes: { path: '/admin/', sameSite: 'lax', httpOnly: true },
      // Secure is added when the request came over HTTPS (session.tsx), as for the inbox's other cookies.
      useSecureCookies: false,
    },
    plugins: [
      magicLink({
        expiresIn: LINK_MINUTES * 60,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, metadata }) => send({ email, token, ...(metadata as LinkMetadata) }),
      }),
      admin({ ac: access, roles: accessRoles, defaultRole: 'technician', adminRoles: ['owner'] }),
      passkey({
        rpID: site.hostname,
        rpName: 'Northpaw inbox',
        origin: site.origin,
        schema: { passkey: { modelName: 'passkeys' } },
      }),
    ],
  });
}
export type Auth = ReturnType<typeof createAuth>;

/** A link to send: to whom, its token, and what it is for. */
export interface SentLink extends LinkMetadata {
  email: string;
  token: string;
}

/** The address a link opens: the page that asks to confirm, then signs in (a mail scanner's visit spends nothing). */
export function linkUrl(siteUrl: string, token: string, next?: string, lang: 'en' | 'fr' = 'en'): string {
  const url = new URL('/admin/login/link/', siteUrl);
  url.searchParams.set('token', token);
  if (lang !== 'en') url.searchParams.set('lang', lang);
  if (next && next !== '/admin/') url.searchParams.set('next', next);
  return url.toString();
}

/** A person row as the inbox reads it. */
export function personOf(row: {
  id: string;
  name: string;
  email: string;
  role?: string | null;
  team?: string | null;
  lang?: string | null;
}): Person | undefined {
  if (!isRole(row.role)) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    team: row.role === 'technician' ? (row.team ?? null) : null,
    lang: row.lang === 'fr' ? 'fr' : 'en',
  };
}

export interface AuthOptions {
  mailer?: Mailer;
  /** Where a link goes when there is no mail: the start-up log (the owner's first link only). */
  log: (line: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Sends sign-in e-mails; undefined on a server without SMTP_URL. */
    mailer: Mailer | undefined;
  }
}

async function auth(app: FastifyInstance, { mailer, log }: AuthOptions) {
  const siteUrl = app.settings.SITE_URL;
  const send = async (link: SentLink) => {
    const url = linkUrl(siteUrl, link.token, link.next, link.lang);
    if (!mailer) {
      // Only the owner's first link is ever written to the log (ensureOwner); any other needs mail.
      if (link.kind === 'first')
        log(`Sign in as the owner (${link.email}) within ${LINK_MINUTES} minutes, once: ${url}`);
      return;
    }
    await mailer(signInMail({ to: link.email, url, lang: link.lang ?? 'en', kind: link.kind ?? 'sign-in' }));
  };
  app.decorate('auth', createAuth(app.db, siteUrl, app.secret, send));
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => {
    await ensureOwner(app, log);
  });
}

/**
 * A server with nobody yet creates the owner from OWNER_EMAIL and sends the first link (or writes
 * it to the log without mail); while that owner has never signed in, each start sends a new one.
 * Without OWNER_EMAIL, the log says how to set it.
 */
export async function ensureOwner(app: FastifyInstance, log: (line: string) => void): Promise<void> {
  const email = app.settings.OWNER_EMAIL?.toLowerCase();
  const anyone = await app.db.selectFrom('people').select('id').limit(1).executeTakeFirst();
  if (!email) {
    if (!anyone) {
      log(
        "Nobody can sign in to the inbox yet: set OWNER_EMAIL to the owner's e-mail address and restart; the owner's first sign-in link is then e-mailed (or, without SMTP_URL, written here).",
      );
    }
    return;
  }
  let owner = await app.db
    .selectFrom('people')
    .select(['id', 'emailVerified', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!anyone) {
    // Called without a request, as the server itself: no session is needed to create the first person.
    // Two servers starting on one new database both try; the second finds the owner made.
    await app.auth.api
      .createUser({ body: { email, name: '', role: 'owner', data: { lang: 'en' } } })
      .catch((error: unknown) =>
        log(`The owner was not created here (${(error as Error).message}): another server did.`),
      );
    owner = await app.db
      .selectFrom('people')
      .select(['id', 'emailVerified', 'role'])
      .where('email', '=', email)
      .executeTakeFirst();
  }
  if (!owner) {
    log(`OWNER_EMAIL (${email}) is nobody here: the owners already here invite people on the People page.`);
    return;
  }
  if (owner.role !== 'owner' || owner.emailVerified) return;
  const passkeys = await app.db.selectFrom('passkeys').select('id').where('userId', '=', owner.id).limit(1).execute();
  if (passkeys.length) return;
  try {
    await app.auth.api.signInMagicLink({
      body: { email, metadata: { kind: 'first', lang: 'en' } satisfies LinkMetadata },
      headers: new Headers(),
    });
  } catch (error) {
    // The server still starts: the owner asks for a link on the sign-in page once mail works.
    log(`The owner's first sign-in link could not be sent to ${email}: ${(error as Error).message}`);
    return;
  }
  log(
    app.mailer
      ? `The owner's first sign-in link was e-mailed to ${email}.`
      : `(No SMTP_URL: that link is written here once per start until the owner has signed in.)`,
  );
}

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['store'] });
