/** The notification worker (outbox.ts), against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { openStore } from '../store/connect.ts';
import { recordLead } from '../store/leads.ts';
import type { Deliveries } from './notify.ts';
import { deliverDue, outboxPolicy, retryDelay, startOutbox } from './outbox.ts';
import {
  contactLead,
  fixedNow,
  leadRows,
  notificationRows,
  quoteLead,
  storeKinds,
  useStore,
} from '../../../test/db.ts';

const at = (offsetMs: number) => new Date(fixedNow.getTime() + offsetMs);

describe('retryDelay', () => {
  it('starts at the base delay and doubles with each attempt', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('is capped at the maximum delay', () => {
    expect(retryDelay(11)).toBe(outboxPolicy.maxDelayMs);
    expect(retryDelay(40)).toBe(outboxPolicy.maxDelayMs);
    expect(retryDelay(10)).toBeLessThan(outboxPolicy.maxDelayMs);
  });
});

describe.each(storeKinds)('outbox on $name', (kind) => {
  const store = useStore(kind);

  /** A delivery that records the leads it was given, failing while `failing` is set. */
  const fakeDelivery = () => {
    const calls: { id: number; name: string }[] = [];
    const state = { failing: false };
    const deliver = async (lead: { id: number; name: string }) => {
      calls.push({ id: lead.id, name: lead.name });
      if (state.failing) throw new Error('mail server down');
      return 'sent' as const;
    };
    return { calls, state, deliver };
  };

  it('delivers a due job once and marks it sent with 1 attempt', async () => {
    const id = await recordLead(store.db, contactLead, ['email'], fixedNow);
    const email = fakeDelivery();
    expect(await deliverDue(store.db, { email: email.deliver }, fixedNow)).toBe(1);
    expect(await deliverDue(store.db, { email: email.deliver }, at(3_600_000))).toBe(0);
    expect(email.calls).toEqual([{ id, name: 'Ada Lovelace' }]);
    const [job] = await notificationRows(store.db);
    expect(job).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(job?.sent_at).toEqual(expect.any(String));
  });

  it('gives the delivery the whole lead', async () => {
    const id = await recordLead(store.db, quoteLead, ['webhook'], fixedNow);
    const seen: unknown[] = [];
    await deliverDue(store.db, { webhook: async (lead) => (seen.push(lead), 'sent' as const) }, fixedNow);
    expect(seen).toEqual([(await leadRows(store.db)).find((l) => l.id === id)]);
  });

  it("queues the visitor's acknowledgement only for a contact message with an address, and the reminder for later", async () => {
    const contact = await recordLead(store.db, contactLead, ['email', 'ack', 'reminder'], fixedNow, {
      remindAfterMs: 15 * 60_000,
    });
    const quote = await recordLead(store.db, quoteLead, ['email', 'ack', 'reminder'], fixedNow, {
      remindAfterMs: 15 * 60_000,
    });
    const jobs = (await notificationRows(store.db)).map((j) => [j.lead_id, j.channel, j.next_attempt_at]);
    const now = fixedNow.toISOString();
    const later = at(15 * 60_000).toISOString();
    expect(jobs).toEqual([
      [contact, 'email', now],
      [contact, 'ack', now],
      [contact, 'reminder', later],
      [quote, 'email', now],
      [quote, 'reminder', later],
    ]);
  });

  it('sends the reminder when it comes due; a delivery that finds nothing to do marks it skipped', async () => {
    const remindAfterMs = 15 * 60_000;
    const first = await recordLead(store.db, quoteLead, ['reminder'], fixedNow, { remindAfterMs });
    const second = await recordLead(store.db, contactLead, ['reminder'], fixedNow, { remindAfterMs });
    const sent: number[] = [];
    // The real reminder skips a lead no longer new (src/server/notify.ts): the same rule here.
    const reminder = async (lead: { id: number; status: string }) => {
      if (lead.status !== 'new') return 'skipped' as const;
      sent.push(lead.id);
      return 'sent' as const;
    };
    expect(await deliverDue(store.db, { reminder }, at(remindAfterMs - 1))).toBe(0);
    await store.db.updateTable('leads').set({ status: 'handled' }).where('id', '=', second).execute();
    expect(await deliverDue(store.db, { reminder }, at(remindAfterMs))).toBe(1);
    expect(sent).toEqual([first]);
    const states = Object.fromEntries((await notificationRows(store.db)).map((j) => [j.lead_id, [j.state, j.sent_at]]));
    expect(states[first]).toEqual(['sent', expect.any(String)]);
    expect(states[second]).toEqual(['skipped', null]);
    // Nothing is sent twice.
    expect(await deliverDue(store.db, { reminder }, at(2 * remindAfterMs))).toBe(0);
  });

  it('does not deliver a job before it is due', async () => {
    await recordLead(store.db, contactLead, ['email'], fixedNow);
    const email = fakeDelivery();
    expect(await deliverDue(store.db, { email: email.deliver }, at(-1))).toBe(0);
    expect(email.calls).toEqual([]);
  });

  it('keeps a failed job pending with its error, and retries it only after retryDelay(1)', async () => {
    await recordLead(store.db, contactLead, ['email'], fixedNow);
    const email = fakeDelivery();
    email.state.failing = true;
    expect(await deliverDue(store.db, { email: email.deliver }, fixedNow)).toBe(0);
    expect(await notificationRows(store.db)).toEqual([
      expect.objectContaining({
        state: 'pending',
        attempts: 1,
        last_error: 'mail server down',
        next_attempt_at: at(retryDelay(1)).toISOString(),
        sent_at: null,
      }),
    ]);

    email.state.failing = false;
    expect(await deliverDue(store.db, { email: email.deliver }, at(retryDelay(1) - 1))).toBe(0);
    expect(email.calls).toHaveLength(1);
    expect(await deliverDue(store.db, { email: email.deliver }, at(retryDelay(1)))).toBe(1);
    expect(email.calls).toHaveLength(2);
    expect(await notificationRows(store.db)).toEqual([
      expect.objectContaining({ state: 'sent', attempts: 2, last_error: null }),
    ]);
  });

  it(`marks a job failed after ${outboxPolicy.maxAttempts} failed attempts`, async () => {
    await recordLead(store.db, contactLead, ['email'], fixedNow);
    const email = fakeDelivery();
    email.state.failing = true;
    let clock = fixedNow.getTime();
    const states: string[] = [];
    for (let attempt = 1; attempt <= outboxPolicy.maxAttempts; attempt++) {
      await deliverDue(store.db, { email: email.deliver }, new Date(clock));
      const [job] = await notificationRows(store.db);
      states.push(`${job?.attempts}:${job?.state}`);
      clock += retryDelay(attempt);
    }
    expect(states.at(-2)).toBe(`${outboxPolicy.maxAttempts - 1}:pending`);
    expect(states.at(-1)).toBe(`${outboxPolicy.maxAttempts}:failed`);
    expect(email.calls).toHaveLength(outboxPolicy.maxAttempts);
    // A failed job is never tried again.
    await deliverDue(store.db, { email: email.deliver }, new Date(clock + 365 * 86_400_000));
    expect(email.calls).toHaveLength(outboxPolicy.maxAttempts);
  });

  it('delivers a job once when two servers share the database and look at the same moment', async () => {
    await recordLead(store.db, contactLead, ['email'], fixedNow);
    const email = fakeDelivery();
    const slow = async (lead: { id: number; name: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return email.deliver(lead);
    };
    const delivered = await Promise.all([
      deliverDue(store.db, { email: slow }, fixedNow),
      deliverDue(store.db, { email: slow }, fixedNow),
    ]);
    expect(delivered.sort()).toEqual([0, 1]);
    expect(email.calls).toHaveLength(1);
    expect(await notificationRows(store.db)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it(`leaves a job taken by a server that hangs or dies to the others after ${outboxPolicy.claimMs / 60_000} minutes`, async () => {
    await recordLead(store.db, contactLead, ['email'], fixedNow);
    let taken = false;
    let release = () => {};
    const hanging = () => {
      taken = true;
      return new Promise<'sent'>((resolve) => (release = () => resolve('sent')));
    };
    const first = deliverDue(store.db, { email: hanging }, fixedNow);
    await expect.poll(() => taken).toBe(true);
    const other = fakeDelivery();
    expect(await deliverDue(store.db, { email: other.deliver }, fixedNow)).toBe(0);
    expect(await deliverDue(store.db, { email: other.deliver }, at(outboxPolicy.claimMs - 1))).toBe(0);
    expect(await deliverDue(store.db, { email: other.deliver }, at(outboxPolicy.claimMs))).toBe(1);
    expect(other.calls).toHaveLength(1);
    release();
    await first;
  });

  it('fails the attempt, with a message, when its channel has no delivery configured', async () => {
    await recordLead(store.db, contactLead, ['email', 'webhook'], fixedNow);
    const email = fakeDelivery();
    const deliveries: Deliveries = { email: email.deliver };
    expect(await deliverDue(store.db, deliveries, fixedNow)).toBe(1);
    expect((await notificationRows(store.db)).map((n) => [n.channel, n.state, n.attempts, n.last_error])).toEqual([
      ['email', 'sent', 1, null],
      ['webhook', 'pending', 1, 'webhook is no longer configured'],
    ]);
  });

  it('startOutbox delivers due jobs in the background, at start and when kicked', async () => {
    const delivered: string[] = [];
    let arrived = () => {};
    const next = () => new Promise<void>((resolve) => (arrived = resolve));
    const email = async (lead: { name: string }) => {
      delivered.push(lead.name);
      arrived();
      return 'sent' as const;
    };
    // The worker uses the real clock, so these jobs are due now.
    await recordLead(store.db, { ...contactLead, name: 'First' }, ['email'], new Date(Date.now() - 1_000));
    const first = next();
    const outbox = startOutbox(store.db, { email }, 60_000);
    try {
      await first;
      await recordLead(store.db, { ...contactLead, name: 'Second' }, ['email'], new Date(Date.now() - 1_000));
      const second = next();
      outbox.kick();
      await second;
    } finally {
      await outbox.stop();
    }
    expect(delivered).toEqual(['First', 'Second']);
    expect((await notificationRows(store.db)).map((n) => n.state)).toEqual(['sent', 'sent']);
  });

  it('keeps pending jobs across a restart (a second openStore sees and delivers them)', async () => {
    const id = await recordLead(store.db, contactLead, ['email'], fixedNow);
    const restarted = await openStore(store.settings);
    try {
      const email = fakeDelivery();
      expect(await deliverDue(restarted.db, { email: email.deliver }, fixedNow)).toBe(1);
      expect(email.calls).toEqual([{ id, name: 'Ada Lovelace' }]);
    } finally {
      await restarted.db.destroy();
    }
    expect((await notificationRows(store.db)).map((n) => n.state)).toEqual(['sent']);
  });
});
