/**
 * `npm run serve`: serves an existing build (pages, redirects, 404s, the leads API and the
 * inbox) on HOST:PORT, default 127.0.0.1:4321. Refuses to start, with one line saying why,
 * when its settings or its database are not usable: it never serves a form it cannot store.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminRoutes } from './routes/admin/index.tsx';
import { createSite } from './app.ts';
import { openStore } from './store/connect.ts';
import { readEnv } from './settings.ts';
import { leadRoutes } from './routes/leads.tsx';
import { eventRoutes } from './routes/events.ts';
import { loadNames } from './domain/names.ts';
import { findSearch } from './routes/find.tsx';
import { loadPlaces } from './domain/place-search.ts';
import type { Channel } from './store/leads.ts';
import { teamOf } from './render/emails.tsx';
import { emailDeliveries, mailPhotos, webhookDelivery, type Deliveries } from './domain/notify.ts';
import { outboxPolicy, startOutbox } from './domain/outbox.ts';
import { startRetention } from './domain/retention.ts';
import { unknownAreas } from './domain/teams.ts';

function fail(message: string): never {
  console.error(`Northpaw cannot start: ${message}`);
  process.exit(1);
}

// The bundle runs from <build>/node/serve.mjs: its build is the folder above it (dist/, or another).
const dist = fileURLToPath(new URL('../', import.meta.url));
const clientDir = `${dist}client/`;
if (!existsSync(`${clientDir}index.html`)) {
  fail('no build found in dist/. Run `npm run build` first (or `npm start`, which builds and serves).');
}

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  fail(`invalid setting ${(error as Error).message}`);
}

// The names of services and places, and the areas a team may serve, from the build.
const names = loadNames(`${clientDir}catalogue.json`);
const unknown = unknownAreas(env.LEADS_EMAIL_ROUTES, names.areas);
if (unknown.length) {
  fail(
    `invalid setting LEADS_EMAIL_ROUTES: ${unknown.join(', ')} is not a province code or city (like on/brampton) of the site`,
  );
}

// Every Canadian place and postal code with our nearest cities, from the build: the /find/ search.
const places = loadPlaces(`${clientDir}places.json`);

const store = await openStore(env).catch((error: unknown) =>
  fail(
    `the database could not be opened (${env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR=${env.DATA_DIR}`}): ${(error as Error).message}`,
  ),
);

const mailContext = {
  names,
  timeZone: env.BUSINESS_TIME_ZONE,
  siteUrl: env.SITE_URL,
  routes: env.LEADS_EMAIL_ROUTES,
  generalAddress: env.LEADS_EMAIL_TO ?? '',
};
const deliveries: Deliveries = {
  ...(env.SMTP_URL &&
    env.LEADS_EMAIL_TO &&
    emailDeliveries(env.SMTP_URL, env.LEADS_EMAIL_FROM, mailContext, undefined, mailPhotos(store.db))),
  ...(env.LEADS_WEBHOOK_URL && {
    webhook: webhookDelivery(env.LEADS_WEBHOOK_URL, env.LEADS_WEBHOOK_SECRET, (lead) => teamOf(lead, mailContext)),
  }),
};
const channels = Object.keys(deliveries) as Channel[];
const outbox = startOutbox(store.db, deliveries, env.OUTBOX_INTERVAL_MS, {
  ...outboxPolicy,
  baseDelayMs: env.OUTBOX_RETRY_MS,
  maxDelayMs: env.OUTBOX_RETRY_MAX_MS,
});

const retention = startRetention(store.db, env.LEADS_RETENTION_DAYS);

const secret = env.SESSION_SECRET ?? randomBytes(32).toString('base64url');
const stylesheets = readdirSync(`${clientDir}_astro/`)
  .filter((name) => name.endsWith('.css'))
  .map((name) => `/_astro/${name}`);
const { scriptHashes, analytics } = existsSync(`${dist}csp.json`)
  ? (JSON.parse(readFileSync(`${dist}csp.json`, 'utf8')) as { scriptHashes: string[]; analytics?: boolean })
  : { scriptHashes: [], analytics: false };

const { app, pages } = await createSite({
  clientDir,
  scriptHashes,
  analytics,
  proxyHops: env.TRUST_PROXY,
  siteUrl: env.SITE_URL,
  cookieSecret: secret,
  logger: { level: env.LOG_LEVEL },
});
findSearch(app, { places, stylesheets });
await app.register(leadRoutes, {
  db: store.db,
  channels,
  jobs: { remindAfterMs: env.LEADS_REMIND_AFTER_MS, urgentRemindAfterMs: env.LEADS_URGENT_REMIND_AFTER_MS },
  rateLimit: env.LEADS_RATE_LIMIT,
  tokensPerMinute: env.FORM_TOKENS_PER_MINUTE,
  secret,
  stylesheets,
  // A postal code places the lead with the nearest of our cities' teams, however far.
  placeOf: (postalCode) => places.nearestToPostalCode(postalCode)?.city,
  onStored: outbox.kick,
});
// Calls are counted only for the pages of this build, so made-up paths never reach the table.
await app.register(eventRoutes, {
  db: store.db,
  secret,
  timeZone: env.BUSINESS_TIME_ZONE,
  isPage: (path) => pages.has(path),
});
await app.register(adminRoutes, {
  db: store.db,
  password: env.ADMIN_PASSWORD,
  secret,
  stylesheets,
  names,
  timeZone: env.BUSINESS_TIME_ZONE,
});

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  fail(`could not listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`);
}
console.log(`Northpaw is being served on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}/`);
console.log(`Leads are stored in ${store.description}.`);
console.log(
  channels.length
    ? `New leads are sent by ${[deliveries.email && 'e-mail (to their team, acknowledged to the visitor, reminded if still new)', deliveries.webhook && 'webhook'].filter(Boolean).join(' and ')}.`
    : 'No notification is configured (SMTP_URL, LEADS_WEBHOOK_URL): leads are stored and shown in the inbox only.',
);
console.log(
  env.ADMIN_PASSWORD ? 'The inbox is at /admin/.' : 'The inbox is disabled: set ADMIN_PASSWORD to use /admin/.',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(async () => {
      retention.stop();
      await outbox.stop();
      await store.db.destroy();
      process.exit(0);
    });
  });
}
