/** Migrations in TypeScript, run at start-up; the same code for SQLite and PostgreSQL. */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-numbered primary key: SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return [
    postgres ? 'serial' : 'integer',
    (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()),
  ] as const;
}

// Kysely runs migrations in the order of their names and refuses a store that ran a later
// name first, so a new name must sort after every name already released.
const migrations: Record<string, Migration> = {
  '2026-11-22-leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', ...idColumn(db))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(30)', (c) => c.notNull())
        .addColumn('service', 'varchar(60)', (c) => c.notNull())
        .addColumn('city', 'varchar(80)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('page', 'varchar(300)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
        .addColumn('handled_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
      await db.schema
        .createTable('notifications')
        .addColumn('id', ...idColumn(db))
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('notifications_due')
        .on('notifications')
        .columns(['state', 'next_attempt_at'])
        .execute();
    },
  },
  // A city is derived from the page path, which may be 300 characters long.
  '2026-11-22-leads-city-length': {
    async up(db: Kysely<unknown>) {
      // SQLite does not enforce VARCHAR lengths; only PostgreSQL needs the change.
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await db.schema
          .alterTable('leads')
          .alterColumn('city', (c) => c.setDataType('varchar(300)'))
          .execute();
      }
    },
  },
  // Inbox sessions live on the server so that signing out ends them.
  '2026-11-23-admin-sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
  },
  // Every lead records the language of the page it came from, so a French speaker
  // is called back in French; the leads stored before then all came from English pages.
  '2026-11-24-leads-lang': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
        .execute();
    },
  },
  // Staff write notes on a lead in the inbox: what was said, what was agreed. A
  // note goes with its lead (deleteLeads also deletes them, in case foreign keys are off).
  '2026-11-24-leads-notes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lead_notes')
        .addColumn('id', ...idColumn(db))
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lead_notes_lead').on('lead_notes').columns(['lead_id', 'id']).execute();
    },
  },
  // The inbox's reads at 100,000 leads (bench/inbox.ts): pages in (created_at, id) order both
  // ways, the new leads and how long they wait, the leads handled lately (the medians), and a
  // page's notification states by lead. (created_at, id) also serves the retention purge, so
  // it replaces the index on created_at alone.
  '2026-11-24-leads-page-indexes': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('leads_created_at_id').on('leads').columns(['created_at', 'id']).execute();
      await db.schema.dropIndex('leads_created_at').execute();
      await db.schema
        .createIndex('leads_status_created_at')
        .on('leads')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('leads_status_handled_at').on('leads').columns(['status', 'handled_at']).execute();
      await db.schema.createIndex('notifications_lead').on('notifications').column('lead_id').execute();
    },
  },
  // The owner's numbers: clicks on call links, counted per day, page and kind. One
  // row per day+page+kind whose count each click increments, so nothing about a visitor is kept;
  // the primary key starting with the day also serves the inbox's 30 days and the purge.
  '2026-11-24-page-events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_events')
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('page', 'varchar(300)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_events_pk', ['day', 'page', 'kind'])
        .execute();
    },
  },
  // A lead's public reference is random, so a 201 tells nobody how many leads came before it;
  // a lead sent without the form's timing token is kept but marked unverified (the leads
  // before this all passed the old check). The acknowledgement goes at most once a day to an
  // address, counted in the database so every server sharing it agrees.
  '2026-11-26-lead-evidence': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('ref', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('ack_log')
        .addColumn('address', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('sent_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
  },
  // Where a lead is (the postal code that placed it with its team) and what it looks like:
  // photos are kept in the database, not on one server's disk, so every server sharing the
  // store shows them, and deleting a lead deletes them (cascade, and deleteLeads).
  '2026-11-27-lead-place-and-photos': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('postal_code', 'varchar(7)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('lead_photos')
        .addColumn('id', ...idColumn(db))
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lead_photos_lead').on('lead_photos').columns(['lead_id', 'id']).execute();
    },
  },
  // Two questions a technician asks first (is the animal inside the living space now; has anyone
  // been bitten or scratched, or woken up with a bat in the room), each yes, no or '' for not
  // said, as every lead before them is. Either yes makes the lead urgent; the inbox lists the
  // urgent leads still new first, read in order from their own index.
  '2026-11-27-lead-urgency': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('animal_inside', 'varchar(3)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('exposure', 'varchar(3)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('leads_urgent_status_created_at')
        .on('leads')
        .columns(['urgent', 'status', 'created_at', 'id'])
        .execute();
    },
  },
  // A form's token vouches for one lead: the tokens that did are kept until they expire (two
  // hours), so a second lead bringing the same token is stored unverified, on every server.
  '2026-11-28-form-tokens-spent': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('form_tokens_spent')
        .addColumn('token', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('spent_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
  },
  // People sign in as themselves (better-auth, docs/people.md): its tables under our names, with
  // its own column names, which its Kysely adapter reads and writes. The shared password's
  // sessions go with the password. Notes and a lead's events say who; a deleted lead leaves a line.
  '2026-11-28-people': {
    async up(db: Kysely<unknown>) {
      const postgres = isPostgres(db);
      const time = postgres ? 'timestamptz' : 'date';
      const bool = postgres ? 'boolean' : 'integer';
      await db.schema.dropTable('admin_sessions').ifExists().execute();
      await db.schema
        .createTable('people')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', bool, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addColumn('role', 'text')
        .addColumn('banned', bool)
        .addColumn('banReason', 'text')
        .addColumn('banExpires', time)
        .addColumn('team', 'text')
        .addColumn('lang', 'text')
        .execute();
      const person = (c: ColumnDefinitionBuilder) => c.notNull().references('people.id').onDelete('cascade');
      await db.schema
        .createTable('people_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', person)
        .addColumn('impersonatedBy', 'text')
        .execute();
      await db.schema
        .createTable('people_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', person)
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', time)
        .addColumn('refreshTokenExpiresAt', time)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sign_in_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .addColumn('publicKey', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', person)
        .addColumn('credentialID', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull())
        .addColumn('deviceType', 'text', (c) => c.notNull())
        .addColumn('backedUp', bool, (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('createdAt', time)
        .addColumn('aaguid', 'text')
        .execute();
      await db.schema.createIndex('people_sessions_userId_idx').on('people_sessions').column('userId').execute();
      await db.schema.createIndex('people_accounts_userId_idx').on('people_accounts').column('userId').execute();
      await db.schema.createIndex('sign_in_tokens_identifier_idx').on('sign_in_tokens').column('identifier').execute();
      await db.schema.createIndex('passkeys_userId_idx').on('passkeys').column('userId').execute();
      await db.schema.createIndex('passkeys_credentialID_idx').on('passkeys').column('credentialID').execute();

      // Who wrote a note: the person's id while they are here, and their name as it was, which stays.
      await db.schema.alterTable('lead_notes').addColumn('author_id', 'text').execute();
      await db.schema
        .alterTable('lead_notes')
        .addColumn('author', 'varchar(254)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('lead_events')
        .addColumn('id', ...idColumn(db))
        .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('person_id', 'text')
        .addColumn('person', 'varchar(254)', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'id']).execute();
      // A deleted lead's line: who, when, which lead (its id, reference and date), none of what it said.
      await db.schema
        .createTable('lead_deletions')
        .addColumn('id', ...idColumn(db))
        .addColumn('lead_id', 'integer', (c) => c.notNull())
        .addColumn('lead_ref', 'varchar(16)', (c) => c.notNull())
        .addColumn('lead_created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('deleted_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('person_id', 'text')
        .addColumn('person', 'varchar(254)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('lead_deletions_deleted_at').on('lead_deletions').column('deleted_at').execute();
      // Sign-in links asked for, by a digest of who (a person, a client): a few an hour each, on every server.
      await db.schema
        .createTable('sign_in_requests')
        .addColumn('id', ...idColumn(db))
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_requests_key_at').on('sign_in_requests').columns(['key', 'at']).execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
