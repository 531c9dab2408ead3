/**
 * People for the tests: a person put straight into the store (as the owner's invitation would),
 * and a mailbox that keeps the sign-in e-mails an app sends, to read their links.
 */
import { randomBytes } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Role } from '../src/server/domain/people.ts';
import type { Mailer } from '../src/server/plugins/app/auth.ts';
import type { Mail } from '../src/server/render/emails.tsx';
import type { Database } from '../src/server/store/schema.ts';
import { linkIn, signIn } from './server.ts';

export interface TestPerson {
  id: string;
  email: string;
  role: Role;
  team: string | null;
}

/** A person of `role` (a technician of `team`) in the store. */
export async function addPerson(
  db: Kysely<Database>,
  email: string,
  role: Role,
  { team = null, name = '', lang = 'en' }: { team?: string | null; name?: string; lang?: 'en' | 'fr' } = {},
): Promise<TestPerson> {
  const id = randomBytes(12).toString('base64url');
  const now = new Date().toISOString();
  // PostgreSQL's flags are booleans, SQLite's integers.
  const no = db.getExecutor().adapter instanceof PostgresAdapter ? false : 0;
  await db
    .insertInto('people')
    .values({
      id,
      name,
      email,
      emailVerified: no,
      image: null,
      createdAt: now,
      updatedAt: now,
      role,
      banned: no,
      banReason: null,
      banExpires: null,
      team,
      lang,
    })
    .execute();
  return { id, email, role, team };
}

/** A mailer that keeps what it is given, and the sign-in link last sent to an address. */
export function testMailbox() {
  const sent: Mail[] = [];
  const mailer: Mailer = async (mail) => {
    sent.push(mail);
  };
  return {
    sent,
    mailer,
    /** The last link mailed to `email` ('' when none). */
    linkFor: async (email: string) => linkIn([...sent].reverse().find((mail) => mail.to === email)?.text ?? ''),
  };
}

/**
 * Signs `email` in on a test server answering fetch() (test/app.ts), adding them as `role` when
 * the store does not have them yet; returns the Cookie header.
 */
export async function signInAs(
  server: { origin: string; fetch: typeof fetch; app: { db: Kysely<Database> } },
  mailbox: ReturnType<typeof testMailbox>,
  email = 'owner@northpaw.example',
  role: Role = 'owner',
  team: string | null = null,
): Promise<string> {
  const db = server.app.db;
  if (!(await db.selectFrom('people').select('id').where('email', '=', email).executeTakeFirst())) {
    await addPerson(db, email, role, { team });
  }
  return signIn(server.origin, email, mailbox.linkFor, server.fetch);
}
