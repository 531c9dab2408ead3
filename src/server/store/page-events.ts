/** The daily call counts (page_events): one row per day, page and kind. */
import type { Kysely } from 'kysely';
import type { PageEventKind } from '../../lib/page-events.ts';
import type { Database } from './schema.ts';

export interface PageEvent {
  day: string;
  page: string;
  kind: PageEventKind;
}

/**
 * Adds one to the count of a day, page and kind, in one statement: two servers sharing a
 * PostgreSQL database, or two requests at once, never lose a count nor make a second row.
 */
export async function countPageEvent(db: Kysely<Database>, event: PageEvent): Promise<void> {
  await db
    .insertInto('page_events')
    .values({ ...event, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['day', 'page', 'kind']).doUpdateSet((eb) => ({ count: eb('page_events.count', '+', 1) })),
    )
    .execute();
}

/** Removes the counts of the days before `day` (the retention purge); returns how many rows went. */
export async function deletePageEventsBefore(db: Kysely<Database>, day: string): Promise<number> {
  const result = await db.deleteFrom('page_events').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
