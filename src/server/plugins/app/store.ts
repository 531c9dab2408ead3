/**
 * The leads store as `app.db`: the database a test hands over, or the one the settings name
 * (SQLite in DATA_DIR, or DATABASE_URL's PostgreSQL), opened and migrated before the server
 * listens and closed after its last request.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openStore, type StoreSettings } from '../../store/connect.ts';
import type { Database } from '../../store/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export type StoreOptions = { db: Kysely<Database> } | { settings: StoreSettings };

async function store(app: FastifyInstance, options: StoreOptions) {
  if ('db' in options) {
    // A test's own database: it opened it, it closes it.
    app.decorate('db', options.db);
    return;
  }
  const { settings } = options;
  const { db, description } = await openStore(settings).catch((error: unknown) => {
    const where = settings.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR=${settings.DATA_DIR}`;
    throw new Error(`the database could not be opened (${where}): ${(error as Error).message}`);
  });
  app.log.info(`Leads are stored in ${description}.`);
  app.decorate('db', db);
  app.addHook('onClose', () => db.destroy());
}

export default fp(store, { name: 'store', fastify: '5.x' });
