/**
 * `npm run serve`: serves a build (pages, redirects, 404s, the leads API and the inbox) on
 * HOST:PORT, default 127.0.0.1:4321. Reads the settings, builds the app, listens; on SIGINT or
 * SIGTERM it stops taking requests, finishes those under way and the notification being sent,
 * and closes the store (close-with-grace). Refuses to start, with one line saying why, when its
 * settings, its build or its database are not usable: it never serves a form it cannot store.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import nodemailer from 'nodemailer';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import type { Mailer } from './plugins/app/auth.ts';
import { teamOf } from './render/emails.tsx';
import { emailDeliveries, mailPhotos, webhookDelivery, type Deliveries } from './domain/notify.ts';
import { checkBusinessData } from '../lib/business-data.ts';
import { readBuild } from './domain/site-files.ts';
import { unknownAreas } from './domain/teams.ts';
import { readSettings, type Settings } from './settings.ts';

function fail(message: string): never {
  console.error(`Northpaw cannot start: ${message}`);
  process.exit(1);
}

// The bundle runs from <build>/node/serve.mjs: its build is the folder above it (dist/, or another).
const dist = fileURLToPath(new URL('../', import.meta.url));
if (!existsSync(`${dist}client/index.html`)) {
  fail('no build found in dist/. Run `npm run build` first (or `npm start`, which builds and serves).');
}

// The business's facts this server was built with, held to the same schemas as the build and the editor.
try {
  checkBusinessData();
} catch (error) {
  fail(`the business's data does not hold: ${(error as Error).message}`);
}

let settings: Settings;
try {
  settings = readSettings();
} catch (error) {
  fail(`invalid setting ${(error as Error).message}`);
}

const build = readBuild(dist);
const unknown = unknownAreas(settings.LEADS_EMAIL_ROUTES, build.names.areas);
if (unknown.length) {
  fail(
    `invalid setting LEADS_EMAIL_ROUTES: ${unknown.join(', ')} is not a province code or city (like on/brampton) of the site`,
  );
}

/** How leads reach people: by e-mail (SMTP_URL) and by webhook (LEADS_WEBHOOK_URL), as set. */
function deliveriesOf(settings: Settings): Deliveries {
  const mail = {
    names: build.names,
    timeZone: settings.BUSINESS_TIME_ZONE,
    siteUrl: settings.SITE_URL,
    routes: settings.LEADS_EMAIL_ROUTES,
    generalAddress: settings.LEADS_EMAIL_TO ?? '',
  };
  return {
    ...(settings.SMTP_URL &&
      settings.LEADS_EMAIL_TO &&
      emailDeliveries(settings.SMTP_URL, settings.LEADS_EMAIL_FROM, mail, undefined, (lead) =>
        mailPhotos(app.db)(lead),
      )),
    ...(settings.LEADS_WEBHOOK_URL && {
      webhook: webhookDelivery(settings.LEADS_WEBHOOK_URL, settings.LEADS_WEBHOOK_SECRET, (lead) => teamOf(lead, mail)),
    }),
  };
}

const deliveries = deliveriesOf(settings);
/** Sign-in links and invitations, through the same SMTP server as the leads' e-mails. */
const mailer: Mailer | undefined = settings.SMTP_URL
  ? (() => {
      const transport = nodemailer.createTransport(settings.SMTP_URL);
      return async (mail) => {
        await transport.sendMail({ from: settings.LEADS_EMAIL_FROM, ...mail });
      };
    })()
  : undefined;
const redis = settings.REDIS_URL
  ? new Redis(settings.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
  : undefined;
const app = await buildApp({
  settings,
  build,
  deliveries,
  mailer,
  redis,
  logger: { level: settings.LOG_LEVEL },
  // The owner's first link and the setup's advice go to the server's output, whatever LOG_LEVEL says.
  log: (line) => console.log(line),
});

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'stopping after an error');
  await app.close();
  redis?.disconnect();
});

// Opens and migrates the store: a server that cannot store a lead never serves a form.
try {
  await app.ready();
} catch (error) {
  fail((error as Error).message);
}
try {
  await app.listen({ port: settings.PORT, host: settings.HOST });
} catch (error) {
  fail(`could not listen on ${settings.HOST}:${settings.PORT}: ${(error as Error).message}`);
}
console.log(
  `Northpaw is being served on http://${settings.HOST === '0.0.0.0' ? 'localhost' : settings.HOST}:${settings.PORT}/`,
);
console.log(
  `Leads are stored in ${settings.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${settings.DATA_DIR}`}.`,
);
console.log(
  deliveries.email || deliveries.webhook
    ? `New leads are sent by ${[deliveries.email && 'e-mail (to their team, acknowledged to the visitor, reminded if still new)', deliveries.webhook && 'webhook'].filter(Boolean).join(' and ')}.`
    : 'No notification is configured (SMTP_URL, LEADS_WEBHOOK_URL): leads are stored and shown in the inbox only.',
);
console.log('The inbox is at /admin/: people sign in with a passkey or a link by e-mail (docs/people.md).');
if (settings.ADMIN_PASSWORD) {
  console.log(
    "ADMIN_PASSWORD no longer signs anyone in: each person signs in as themselves. Replace it with OWNER_EMAIL (the owner's address) and restart: the owner's first sign-in link goes there.",
  );
}
if (redis) console.log('Rate limits are counted in Redis, shared by every server using it.');
