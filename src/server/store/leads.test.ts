/** The leads store (leads.ts), against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { leadSchema } from '../../lib/lead-schema.ts';
import { markHandled, recordLead } from './leads.ts';
import {
  contactLead,
  contactLeadFr,
  fixedNow,
  leadRows,
  notificationRows,
  quoteLead,
  quoteLeadFr,
  storeKinds,
  useStore,
} from '../../../test/db.ts';
import { ACK_INTERVAL_MS, cityOfPage, jobsFor, newLeadRef } from '../domain/leads.ts';
import { purgeAckLog } from './ack-log.ts';
import { type Channel } from './schema.ts';

const at = (offsetMs: number) => new Date(fixedNow.getTime() + offsetMs);

describe('cityOfPage', () => {
  it.each([
    ['/on/brampton/raccoon-removal/', 'on/brampton'],
    ['/on/brampton/', 'on/brampton'],
    ['/bc/north-vancouver/squirrel-removal/', 'bc/north-vancouver'],
    ['/on/greater-toronto/', ''],
    ['/contact/', ''],
    ['/', ''],
    // French pages: the city is read after the /fr prefix, never "fr" as a province.
    ['/fr/on/brampton/retrait-ratons-laveurs/', 'on/brampton'],
    ['/fr/on/brampton/', 'on/brampton'],
    ['/fr/on/grand-toronto/', ''],
    ['/fr/qc/region-de-quebec/', ''],
    ['/fr/contact/', ''],
    ['/fr/blogue/fonctionnement-des-portes-a-sens-unique/', ''],
    ['/fr/', ''],
  ])('%s -> %j', (page, city) => {
    expect(cityOfPage(page)).toBe(city);
  });
});

describe.each(storeKinds)('recordLead, markHandled on $name', (kind) => {
  const store = useStore(kind);

  it('stores the lead with its city, status new, and one pending notification per channel', async () => {
    const id = await recordLead(store.db, quoteLead, ['email', 'webhook'], fixedNow);
    expect(await leadRows(store.db)).toEqual([
      {
        id,
        kind: 'quote',
        name: 'Grace Hopper',
        email: '',
        phone: '905-555-0199',
        service: 'raccoon-removal',
        city: 'on/brampton',
        message: '',
        page: '/on/brampton/raccoon-removal/',
        lang: 'en',
        created_at: '2026-03-02T15:04:05.000Z',
        status: 'new',
        handled_at: null,
        ref: expect.stringMatching(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
        verified: 1,
        postal_code: '',
        animal_inside: '',
        exposure: '',
        urgent: 0,
      },
    ]);
    const pending = {
      lead_id: id,
      state: 'pending',
      attempts: 0,
      next_attempt_at: '2026-03-02T15:04:05.000Z',
      last_error: null,
      sent_at: null,
    };
    expect((await notificationRows(store.db)).map(({ id: _, ...n }) => n)).toEqual([
      { ...pending, channel: 'email' },
      { ...pending, channel: 'webhook' },
    ]);
  });

  it.each([
    ['/contact/', ''],
    ['/on/greater-toronto/', ''],
    ['/on/brampton/raccoon-removal/', 'on/brampton'],
  ])('derives the city of a lead from %s as %j', async (page, city) => {
    await recordLead(store.db, { ...contactLead, page }, [], fixedNow);
    expect((await leadRows(store.db)).map((l) => l.city)).toEqual([city]);
  });

  it.each([
    { lead: contactLead, lang: 'en', city: '' },
    { lead: quoteLead, lang: 'en', city: 'on/brampton' },
    { lead: contactLeadFr, lang: 'fr', city: '' },
    { lead: quoteLeadFr, lang: 'fr', city: 'on/brampton' },
  ])('records the language of the page a lead came from ($lead.page -> $lang)', async ({ lead, lang, city }) => {
    await recordLead(store.db, lead, [], fixedNow);
    expect((await leadRows(store.db)).map((l) => [l.page, l.lang, l.city])).toEqual([[lead.page, lang, city]]);
  });

  it.each([
    { animalInside: '', exposure: '', urgent: 0 },
    { animalInside: 'no', exposure: 'no', urgent: 0 },
    { animalInside: 'yes', exposure: 'no', urgent: 1 },
    { animalInside: '', exposure: 'yes', urgent: 1 },
  ] as const)(
    'stores the answers animalInside=$animalInside, exposure=$exposure (urgent: $urgent)',
    async ({ animalInside, exposure, urgent }) => {
      await recordLead(store.db, { ...contactLead, animalInside, exposure }, [], fixedNow);
      await recordLead(store.db, { ...quoteLead, animalInside, exposure }, [], fixedNow);
      expect((await leadRows(store.db)).map((l) => [l.kind, l.animal_inside, l.exposure, l.urgent])).toEqual([
        ['contact', animalInside, exposure, urgent],
        ['quote', animalInside, exposure, urgent],
      ]);
    },
  );

  it('queues the reminder of an urgent lead sooner, by the policy given or by default', async () => {
    const urgent = { ...quoteLead, exposure: 'yes' } as const;
    await recordLead(store.db, urgent, ['reminder'], fixedNow);
    await recordLead(store.db, quoteLead, ['reminder'], fixedNow);
    await recordLead(store.db, urgent, ['reminder'], fixedNow, { urgentRemindAfterMs: 60_000 });
    expect((await notificationRows(store.db)).map((n) => n.next_attempt_at)).toEqual([
      at(5 * 60_000).toISOString(),
      at(15 * 60_000).toISOString(),
      at(60_000).toISOString(),
    ]);
  });

  it('queues no notification when no channel is configured', async () => {
    await recordLead(store.db, contactLead, [], fixedNow);
    expect(await leadRows(store.db)).toHaveLength(1);
    expect(await notificationRows(store.db)).toEqual([]);
  });

  it('writes the lead and its notifications in one transaction (no lead remains when the jobs fail)', async () => {
    // NOT NULL on notifications.channel makes the second insert fail on every database.
    const rejected = [null as unknown as Channel];
    await expect(recordLead(store.db, contactLead, rejected, fixedNow)).rejects.toThrow();
    expect(await leadRows(store.db)).toEqual([]);
    expect(await notificationRows(store.db)).toEqual([]);
  });

  it('stores a lead from the longest page path the schema accepts', async () => {
    // A city page with a long place slug: the schema allows pages up to 300 characters.
    const page = `/on/${'a'.repeat(200)}/raccoon-removal/`;
    const lead = leadSchema.parse({ ...quoteLead, page });
    await recordLead(store.db, lead, ['email'], fixedNow);
    expect((await leadRows(store.db)).map((l) => l.page)).toEqual([page]);
  });

  it('markHandled sets the status and handled_at, and returns false for an unknown id', async () => {
    const id = await recordLead(store.db, contactLead, [], fixedNow);
    expect(await markHandled(store.db, id, at(5_000))).toBe(true);
    expect(await markHandled(store.db, id + 1000, at(5_000))).toBe(false);
    const [lead] = await leadRows(store.db);
    expect(lead).toMatchObject({ status: 'handled', handled_at: '2026-03-02T15:04:10.000Z' });
  });

  it("markHandled skips the lead's reminder still pending, and leaves its other notifications as they are", async () => {
    const id = await recordLead(store.db, contactLead, ['email', 'reminder'], fixedNow);
    const other = await recordLead(store.db, { ...contactLead, name: 'Other' }, ['reminder'], fixedNow);
    await markHandled(store.db, id, at(5_000));
    const states = (await notificationRows(store.db)).map((n) => [n.lead_id, n.channel, n.state]);
    expect(states).toEqual([
      [id, 'email', 'pending'],
      [id, 'reminder', 'skipped'],
      [other, 'reminder', 'pending'],
    ]);
  });
});

describe('jobsFor', () => {
  const policy = { remindAfterMs: 15 * 60_000, urgentRemindAfterMs: 5 * 60_000 };
  const channels: Channel[] = ['email', 'webhook', 'ack', 'reminder'];
  /** When each job comes due, in minutes after the lead arrived. */
  const dueIn = (lead: Parameters<typeof jobsFor>[0], jobPolicy = policy) =>
    Object.fromEntries(
      jobsFor(lead, channels, fixedNow, jobPolicy).map((job) => [
        job.channel,
        (Date.parse(job.due) - fixedNow.getTime()) / 60_000,
      ]),
    );

  it.each([
    { animalInside: '', exposure: '', reminder: 15 },
    { animalInside: 'no', exposure: 'no', reminder: 15 },
    { animalInside: 'yes', exposure: '', reminder: 5 },
    { animalInside: 'no', exposure: 'yes', reminder: 5 },
    { animalInside: 'yes', exposure: 'yes', reminder: 5 },
  ] as const)(
    'reminds of a lead with animalInside=$animalInside, exposure=$exposure after $reminder min, and sends the rest at once',
    ({ animalInside, exposure, reminder }) => {
      expect(dueIn({ ...contactLead, animalInside, exposure, verified: true })).toEqual({
        email: 0,
        webhook: 0,
        ack: 0,
        reminder,
      });
    },
  );

  it('follows the configured delays', () => {
    const configured = { remindAfterMs: 30 * 60_000, urgentRemindAfterMs: 2 * 60_000 };
    expect(dueIn({ ...quoteLead, verified: true }, configured).reminder).toBe(30);
    expect(dueIn({ ...quoteLead, animalInside: 'yes', verified: true }, configured).reminder).toBe(2);
  });

  it('acknowledges only a verified contact message with an address, urgent or not', () => {
    const urgent = { animalInside: 'yes', exposure: 'yes' } as const;
    expect(Object.keys(dueIn({ ...quoteLead, ...urgent, verified: true }))).not.toContain('ack');
    expect(Object.keys(dueIn({ ...contactLead, ...urgent, verified: false }))).not.toContain('ack');
    expect(Object.keys(dueIn({ ...contactLead, ...urgent, email: '', verified: true }))).not.toContain('ack');
  });
});

describe('newLeadRef', () => {
  it('is random, in letters and digits nobody misreads, and says nothing of how many leads came before', () => {
    const refs = Array.from({ length: 500 }, newLeadRef);
    for (const ref of refs) expect(ref).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(new Set(refs).size).toBe(500);
  });
});

describe.each(storeKinds)('the acknowledgement to the visitor on $name', (kind) => {
  const store = useStore(kind);
  const channels: Channel[] = ['email', 'ack'];
  const acks = async () => (await notificationRows(store.db)).filter((n) => n.channel === 'ack').length;

  it('is queued for a verified contact message with an address, and not for an unverified one', async () => {
    await recordLead(store.db, contactLead, channels, fixedNow, { verified: false });
    expect(await acks()).toBe(0);
    expect((await leadRows(store.db)).map((l) => l.verified)).toEqual([0]);
    await recordLead(store.db, contactLead, channels, fixedNow, { verified: true });
    expect(await acks()).toBe(1);
  });

  it('goes to one address at most once a day, whatever its case, and again after a day', async () => {
    await recordLead(store.db, contactLead, channels, fixedNow);
    await recordLead(store.db, { ...contactLead, email: 'ADA@Example.com' }, channels, at(60_000));
    await recordLead(store.db, contactLead, channels, at(ACK_INTERVAL_MS - 1));
    expect(await acks()).toBe(1);
    // Every lead still reaches the team.
    expect((await notificationRows(store.db)).filter((n) => n.channel === 'email')).toHaveLength(3);
    await recordLead(store.db, contactLead, channels, at(ACK_INTERVAL_MS));
    expect(await acks()).toBe(2);
  });

  it('is counted per address: 40 messages to 40 addresses are 40 acknowledgements, 40 to one are one', async () => {
    for (let i = 0; i < 40; i++)
      await recordLead(store.db, { ...contactLead, email: 'victim@example.com' }, channels, at(i));
    expect(await acks()).toBe(1);
    for (let i = 0; i < 40; i++)
      await recordLead(store.db, { ...contactLead, email: `p${i}@example.com` }, channels, at(i));
    expect(await acks()).toBe(41);
  });

  it('keeps no address in its log, and the purge forgets entries older than a day', async () => {
    await recordLead(store.db, contactLead, channels, fixedNow);
    const log = await store.db.selectFrom('ack_log').selectAll().execute();
    expect(log).toHaveLength(1);
    expect(JSON.stringify(log)).not.toContain('ada');
    expect(await purgeAckLog(store.db, at(ACK_INTERVAL_MS - 1))).toBe(0);
    expect(await purgeAckLog(store.db, at(ACK_INTERVAL_MS))).toBe(1);
  });
});
