/** A lead's notification jobs (notifications): what its outbox sends, and how each went. */
import type { Kysely } from 'kysely';
import type { LeadWithNotifications } from './leads.ts';
import type { Database, Lead } from './schema.ts';

/** Each lead with its notification jobs' states (one query for the whole page). */
export async function withNotifications(db: Kysely<Database>, leads: Lead[]): Promise<LeadWithNotifications[]> {
  if (leads.length === 0) return [];
  const jobs = await db
    .selectFrom('notifications')
    .select(['lead_id', 'channel', 'state', 'attempts', 'last_error'])
    .where(
      'lead_id',
      'in',
      leads.map((l) => l.id),
    )
    .orderBy('id')
    .execute();
  return leads.map((lead) => ({ ...lead, notifications: jobs.filter((n) => n.lead_id === lead.id) }));
}
