/** The people who sign in (better-auth's tables, read here for the inbox's own pages). */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Everyone, owners first, then by address; with how many passkeys each has. */
export async function listPeople(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('people')
    .leftJoin('passkeys', 'passkeys.userId', 'people.id')
    .select(['people.id', 'people.name', 'people.email', 'people.role', 'people.team', 'people.lang'])
    .select((eb) => eb.fn.count<number | string>('passkeys.id').as('passkeys'))
    .groupBy(['people.id', 'people.name', 'people.email', 'people.role', 'people.team', 'people.lang'])
    .orderBy('people.email')
    .execute();
  const order = { owner: 0, office: 1, technician: 2 } as Record<string, number>;
  return rows
    .map((row) => ({ ...row, passkeys: Number(row.passkeys) }))
    .sort((a, b) => (order[a.role ?? ''] ?? 3) - (order[b.role ?? ''] ?? 3));
}

export function findPerson(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'email', 'role', 'team', 'lang'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findPersonByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'email', 'role', 'team', 'lang'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function countOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('people')
    .where('role', '=', 'owner')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A person's passkeys, newest first. */
export function passkeysOf(db: Kysely<Database>, personId: string) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'createdAt', 'deviceType'])
    .where('userId', '=', personId)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** A person's open sessions, newest first (no address is kept). */
export function sessionsOf(db: Kysely<Database>, personId: string, now: Date) {
  return db
    .selectFrom('people_sessions')
    .select(['id', 'createdAt', 'updatedAt', 'userAgent'])
    .where('userId', '=', personId)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('createdAt', 'desc')
    .execute();
}
