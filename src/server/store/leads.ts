/** The leads store: a lead and its notification jobs are written in one transaction. */
import type { Kysely, Transaction } from 'kysely';
import { personLabel, type Person } from '../domain/people.ts';
import { addLeadEvent } from './lead-events.ts';
import { inTeam, type TeamScope } from './lead-lists.ts';
import { langOf } from '../../lib/i18n.ts';
import { isUrgent } from '../../lib/lead-rules.ts';
import type { LeadInput } from '../../lib/lead-schema.ts';
import { cityOfPage, defaultJobPolicy, jobsFor, newLeadRef, type JobPolicy } from '../domain/leads.ts';
import type { PreparedPhoto } from '../domain/photos.ts';
import { claimAck } from './ack-log.ts';
import { spendFormToken } from './form-tokens.ts';
import { withNotifications } from './notifications.ts';
import type { Channel, Database, Lead, Notification } from './schema.ts';

/** What the intake knows of a lead beyond its fields. */
export interface LeadEvidence {
  /** The form's token vouched for a person (form-token.ts); an unverified lead gets no acknowledgement. */
  verified?: boolean;
  /** That token's id: spent with the lead, so it vouches for no other (a spent one leaves the lead unverified). */
  formToken?: string;
  /** The reference the visitor is given (newLeadRef). */
  ref?: string;
  /**
   * The city the lead's postal code placed it in ("qc/montreal"): the team nearest the visitor.
   * Without it, the city of the form's page, if any.
   */
  place?: string;
  /** The photos sent with it, ready to keep (photos.ts). */
  photos?: PreparedPhoto[];
}

/**
 * Stores the lead and queues its notification jobs (jobsFor) in one transaction; returns the
 * lead's id. An unverified lead (no valid form token) is stored and reaches the team like any
 * other, marked, and the visitor gets no acknowledgement.
 */
export async function recordLead(
  db: Kysely<Database>,
  lead: LeadInput,
  channels: Channel[],
  now: Date,
  {
    verified: vouched = true,
    formToken,
    ref = newLeadRef(),
    place,
    photos = [],
    ...policy
  }: Partial<JobPolicy> & LeadEvidence = {},
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const verified = vouched && (formToken === undefined || (await spendFormToken(trx, formToken, now)));
    const { id } = await trx
      .insertInto('leads')
      .values({
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        service: lead.service,
        city: place ?? cityOfPage(lead.page),
        postal_code: lead.postalCode?.text ?? '',
        message: lead.message,
        page: lead.page,
        lang: langOf(lead.page),
        created_at: at,
        status: 'new',
        handled_at: null,
        ref,
        verified: verified ? 1 : 0,
        animal_inside: lead.animalInside,
        exposure: lead.exposure,
        urgent: isUrgent(lead) ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (photos.length) {
      await trx
        .insertInto('lead_photos')
        .values(photos.map(({ type, width, height, data }) => ({ lead_id: id, type, width, height, data })))
        .execute();
    }
    let jobs = jobsFor({ ...lead, verified }, channels, now, { ...defaultJobPolicy, ...policy });
    if (jobs.some((job) => job.channel === 'ack') && !(await claimAck(trx, lead.email, now))) {
      jobs = jobs.filter((job) => job.channel !== 'ack');
    }
    if (jobs.length) {
      await trx
        .insertInto('notifications')
        .values(
          jobs.map(({ channel, due }) => ({
            lead_id: id,
            channel,
            state: 'pending' as const,
            attempts: 0,
            next_attempt_at: due,
            last_error: null,
            sent_at: null,
          })),
        )
        .execute();
    }
    return id;
  });
}

export type LeadWithNotifications = Lead & {
  notifications: Pick<Notification, 'channel' | 'state' | 'attempts' | 'last_error'>[];
};

/**
 * Marks a lead handled. Its reminder, if not yet sent, has nothing left to say: it is skipped now,
 * so the inbox never shows a handled lead with a reminder pending (the outbox would skip it anyway).
 */
export async function markHandled(db: Kysely<Database>, id: number, now: Date, by?: Person): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('leads')
      .set({ status: 'handled', handled_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'new')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await addLeadEvent(trx, id, 'handled', now, { person: by });
    await trx
      .updateTable('notifications')
      .set({ state: 'skipped' })
      .where('lead_id', '=', id)
      .where('channel', '=', 'reminder')
      .where('state', '=', 'pending')
      .execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Marks a handled lead new again (a call-back that did not happen after all); its reminder stays skipped. */
export async function markNew(db: Kysely<Database>, id: number, now: Date, by: Person): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('leads')
      .set({ status: 'new', handled_at: null })
      .where('id', '=', id)
      .where('status', '=', 'handled')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await addLeadEvent(trx, id, 'new-again', now, { person: by });
    return Number(result.numUpdatedRows) > 0;
  });
}

/**
 * Deletes one lead by hand, leaving its line in the deletions log (who, when, its id, reference
 * and date, nothing it said), in one transaction. False when there was no such lead.
 */
export async function deleteLeadBy(db: Kysely<Database>, id: number, by: Person, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'ref', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!lead) return false;
    await trx
      .insertInto('lead_deletions')
      .values({
        lead_id: lead.id,
        lead_ref: lead.ref,
        lead_created_at: lead.created_at,
        deleted_at: now.toISOString(),
        person_id: by.id,
        person: personLabel(by),
      })
      .execute();
    await removeLeads(trx, [lead.id]);
    return true;
  });
}

/**
 * Removes leads and everything kept about them (their notification jobs, notes and photos): one lead by id,
 * or every lead received before a moment (the retention purge). Returns how many leads went.
 */
export async function deleteLeads(db: Kysely<Database>, which: { id: number } | { before: Date }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = (
      'id' in which
        ? await trx.selectFrom('leads').select('id').where('id', '=', which.id).execute()
        : await trx.selectFrom('leads').select('id').where('created_at', '<', which.before.toISOString()).execute()
    ).map((row) => row.id);
    await removeLeads(trx, ids);
    return ids.length;
  });
}

/** Deletes leads with their jobs, notes, events and photos (in case foreign keys are off). */
async function removeLeads(trx: Transaction<Database>, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx.deleteFrom('notifications').where('lead_id', 'in', chunk).execute();
    await trx.deleteFrom('lead_notes').where('lead_id', 'in', chunk).execute();
    await trx.deleteFrom('lead_events').where('lead_id', 'in', chunk).execute();
    await trx.deleteFrom('lead_photos').where('lead_id', 'in', chunk).execute();
    await trx.deleteFrom('leads').where('id', 'in', chunk).execute();
  }
}

/** One lead with its notification states, or undefined; with a team, only a lead of that team's. */
export async function leadById(
  db: Kysely<Database>,
  id: number,
  team?: TeamScope,
): Promise<LeadWithNotifications | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).where(inTeam(team)).executeTakeFirst();
  return lead && (await withNotifications(db, [lead]))[0];
}
