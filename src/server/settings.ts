/**
 * The server's settings, read once at start-up from the environment. A bad value stops the
 * server with one line naming the variable.
 */
import { z } from 'zod';
import { site } from '../site.config.ts';
import { parseTeamRoutes } from './domain/teams.ts';
import { pressureLimits } from './plugins/external/under-pressure.ts';

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), `must look like ${example}`);

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Folder for the embedded SQLite database (created on first start). */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server instead of the embedded database. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  /**
   * A Redis server (redis://host:6379) where the rate limits count, so that several servers
   * share one set of limits; without it each server counts its own.
   */
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://127.0.0.1:6379'),
  /** Outgoing mail for lead notifications. */
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://user:pass@mail.example:587'),
  LEADS_EMAIL_TO: z.string().trim().optional(),
  LEADS_EMAIL_FROM: z.string().trim().default('Northpaw website <no-reply@northpaw.example>'),
  /**
   * Local teams' addresses: "qc=montreal@northpaw.example,on/brampton=brampton@northpaw.example".
   * A lead goes to the most specific area that holds its page's city, else to LEADS_EMAIL_TO.
   */
  LEADS_EMAIL_ROUTES: z
    .string()
    .default('')
    .transform((text, ctx) => {
      try {
        return parseTeamRoutes(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** A lead still new this long after it arrived sends one reminder to its team. */
  LEADS_REMIND_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** The same for an urgent lead (an animal inside the living space, or a bite, scratch or bat in the room). */
  LEADS_URGENT_REMIND_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60 * 1000),
  /** The time zone the business reads times in: e-mails and the inbox. */
  BUSINESS_TIME_ZONE: z
    .string()
    .default('America/Toronto')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Toronto'),
  /** The site's public address: links in e-mails (to the inbox) are built from it. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be the address of the site, like https://www.northpaw.example' })
    .default(site.url)
    .transform((url) => url.replace(/\/+$/, '')),
  /** A JSON POST per lead, signed with LEADS_WEBHOOK_SECRET. */
  LEADS_WEBHOOK_URL: optionalUrl(/^https?:\/\//, 'https://crm.example/hooks/leads'),
  LEADS_WEBHOOK_SECRET: z.string().default(''),
  /** Leads older than this many days are deleted, daily (the privacy policy says 24 months). */
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  /** Leads per client per 10 minutes. */
  LEADS_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Form tokens (GET /api/form-token, one per form shown) per client per minute. */
  FORM_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  /**
   * The owner's e-mail address: a server with nobody to sign in yet creates the owner with it and
   * sends the first sign-in link there (without SMTP_URL, writes it to the log). See docs/people.md.
   */
  OWNER_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'must be an e-mail address'),
  /** The shared password of the inbox before people signed in as themselves: read only to say it no longer works. */
  ADMIN_PASSWORD: z.string().optional(),
  /** Signs session cookies and salts client hashes; random per start when unset (sessions then end on restart). */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Behind reverse proxies: how many of them append to X-Forwarded-For ("true" is one).
   * The client is the address the outermost of them saw, never what the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => /^(true|false|\d{1,2})?$/.test(v), 'must be true, false or a number of proxies')
    .transform((v) => (v === 'true' ? 1 : v === 'false' || v === '' ? 0 : Number(v))),
  /**
   * Where the content editor (/admin/content/) saves: the site's repository as "owner/name" on
   * GitHub (or on EDITOR_FORGEJO_URL), and its branch. Without it the editor runs on its test
   * backend, which keeps its files in the browser and commits nothing (docs/editing.md).
   */
  EDITOR_REPO: z
    .string()
    .trim()
    .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as owner/name')
    .optional(),
  EDITOR_BRANCH: z.string().trim().min(1).default('main'),
  /** The GitHub OAuth app the editor signs in with, through this server's relay (routes/editor.ts). */
  GITHUB_APP_ID: z.string().trim().min(1).optional(),
  GITHUB_APP_SECRET: z.string().trim().min(1).optional(),
  /** GitHub's own address; a test points it at a stand-in. */
  GITHUB_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://github.com')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * A self-hosted Forgejo (or Gitea) instead of GitHub: its address and the id of the OAuth
   * application made there. The editor signs in with PKCE, in the browser: no relay, no secret.
   */
  EDITOR_FORGEJO_URL: optionalUrl(/^https?:\/\//, 'https://git.northpaw.example'),
  EDITOR_FORGEJO_APP_ID: z.string().trim().min(1).optional(),
  /**
   * Once the event loop is held this long (milliseconds), every request is answered 503 with
   * Retry-After until the server catches up; 0 never sheds.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(pressureLimits.maxEventLoopDelayMs),
  /** What the server logs, as JSON lines on standard output: warn and error only, or info (bots dropped, 5xx). */
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /** How often the notification worker looks for work, in milliseconds. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** The first retry of a failed notification comes after this, doubling each time. */
  OUTBOX_RETRY_MS: z.coerce.number().int().min(50).default(30_000),
  /** The longest wait between two tries of a notification. */
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(6 * 60 * 60 * 1000),
});

export type Settings = z.infer<typeof schema>;

export function readSettings(source: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = schema.safeParse(source);
  if (parsed.success) {
    const env = parsed.data;
    if (env.SMTP_URL && !env.LEADS_EMAIL_TO) throw new Error('LEADS_EMAIL_TO: required when SMTP_URL is set');
    if (env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET.length < 16) {
      throw new Error('LEADS_WEBHOOK_SECRET: required (16 characters or more) when LEADS_WEBHOOK_URL is set');
    }
    if (env.EDITOR_REPO && !env.EDITOR_FORGEJO_URL && !(env.GITHUB_APP_ID && env.GITHUB_APP_SECRET)) {
      throw new Error('GITHUB_APP_ID and GITHUB_APP_SECRET: required when EDITOR_REPO is on GitHub');
    }
    if (env.EDITOR_FORGEJO_URL && !env.EDITOR_FORGEJO_APP_ID) {
      throw new Error('EDITOR_FORGEJO_APP_ID: required when EDITOR_FORGEJO_URL is set');
    }
    return env;
  }
  const issue = parsed.error.issues[0];
  throw new Error(`${issue?.path.join('.')}: ${issue?.message}`);
}
