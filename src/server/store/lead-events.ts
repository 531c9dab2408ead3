/**
 * What happened to a lead and who did it (lead_events): its e-mails sent or failed, opened,
 * marked handled or new again. Its arrival is the lead itself, its notes are lead_notes; the
 * history reads all three. Kept and deleted with the lead.
 */
import type { Kysely } from 'kysely';
import type { Person } from '../domain/people.ts';
import { personLabel } from '../domain/people.ts';
import type { Database, LeadEvent, LeadEventKind } from './schema.ts';

type Db = Pick<Kysely<Database>, 'insertInto' | 'selectFrom'>;

export async function addLeadEvent(
  db: Db,
  leadId: number,
  kind: LeadEventKind,
  at: Date,
  { person, detail = '' }: { person?: Pick<Person, 'id' | 'name' | 'email'>; detail?: string } = {},
): Promise<void> {
  await db
    .insertInto('lead_events')
    .values({
      lead_id: leadId,
      kind,
      at: at.toISOString(),
      person_id: person?.id ?? null,
      person: person ? personLabel(person) : '',
      detail: detail.slice(0, 500),
    })
    .execute();
}

/** Records that a person opened a lead, the first time they do: the history says who has seen it. */
export async function noteOpened(db: Kysely<Database>, leadId: number, person: Person, at: Date): Promise<void> {
  const seen = await db
    .selectFrom('lead_events')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('kind', '=', 'opened')
    .where('person_id', '=', person.id)
    .executeTakeFirst();
  if (!seen) await addLeadEvent(db, leadId, 'opened', at, { person });
}

export function leadEvents(db: Kysely<Database>, leadId: number): Promise<LeadEvent[]> {
  return db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}
