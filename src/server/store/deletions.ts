/**
 * The deletions log (lead_deletions): each lead deleted by hand leaves who, when, and the lead's
 * id, reference and date, none of what it said; the lines go after the retention period.
 */
import type { Kysely } from 'kysely';
import type { Database, LeadDeletion } from './schema.ts';

export function deletionsLog(db: Kysely<Database>, limit = 500): Promise<LeadDeletion[]> {
  return db.selectFrom('lead_deletions').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function purgeDeletionsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('lead_deletions')
    .where('deleted_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
