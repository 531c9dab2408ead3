/** A lead's photos (lead_photos), kept in the database with the lead and deleted with it. */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A lead's photos, in the order they were sent, without their bytes. */
export async function photosOf(db: Kysely<Database>, leadId: number) {
  return db
    .selectFrom('lead_photos')
    .select(['id', 'width', 'height'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
}

/** One photo of a lead, bytes and all. */
export async function findPhoto(db: Kysely<Database>, leadId: number, photoId: number) {
  return db
    .selectFrom('lead_photos')
    .selectAll()
    .where('lead_id', '=', leadId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}
