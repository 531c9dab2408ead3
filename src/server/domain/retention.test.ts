/** The retention purge (retention.ts), against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { recordLead } from '../store/leads.ts';
import { purgeOldLeads, purgeOldPageEvents } from './retention.ts';
import {
  contactLead,
  fixedNow,
  leadRows,
  notificationRows,
  quoteRows,
  storeKinds,
  useStore,
} from '../../../test/db.ts';
import { countPageEvent } from '../store/page-events.ts';

const daysAgo = (days: number) => new Date(fixedNow.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(storeKinds)('purgeOldLeads on $name', (kind) => {
  const store = useStore(kind);

  it('deletes the leads older than the retention period with their notifications, and keeps the rest', async () => {
    await recordLead(store.db, { ...contactLead, name: 'Two years and a day' }, ['email', 'webhook'], daysAgo(731));
    await recordLead(store.db, { ...contactLead, name: 'Three years' }, ['email'], daysAgo(1095));
    const kept = await recordLead(store.db, { ...contactLead, name: 'Last year' }, ['email'], daysAgo(365));
    await recordLead(store.db, { ...contactLead, name: 'Just inside' }, [], daysAgo(729));

    expect(await purgeOldLeads(store.db, 730, fixedNow)).toBe(2);
    expect((await leadRows(store.db)).map((l) => l.name)).toEqual(['Last year', 'Just inside']);
    expect((await notificationRows(store.db)).map((n) => n.lead_id)).toEqual([kept]);
    // A second run the same day finds nothing more.
    expect(await purgeOldLeads(store.db, 730, fixedNow)).toBe(0);
  });

  it('purges more leads than one query takes parameters for', async () => {
    const rows = quoteRows(1_200, () => daysAgo(800));
    await store.db.insertInto('leads').values(rows.slice(0, 600)).execute();
    await store.db.insertInto('leads').values(rows.slice(600)).execute();
    expect(await purgeOldLeads(store.db, 730, fixedNow)).toBe(1_200);
    expect(await leadRows(store.db)).toEqual([]);
  });
});

describe.each(storeKinds)('purgeOldPageEvents on $name', (kind) => {
  const store = useStore(kind);

  it('deletes the daily call counts of the days before the retention period, and keeps the rest', async () => {
    await store.db.deleteFrom('page_events').execute();
    // fixedNow is 2026-03-02 15:04 UTC: 730 days earlier is 2024-03-02, whose count is kept.
    for (const day of ['2023-12-31', '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03', '2026-03-02']) {
      await countPageEvent(store.db, { day, page: '/on/brampton/', kind: 'call' });
    }
    expect(await purgeOldPageEvents(store.db, 730, fixedNow)).toBe(3);
    const days = await store.db.selectFrom('page_events').select('day').orderBy('day').execute();
    expect(days.map((r) => r.day)).toEqual(['2024-03-02', '2024-03-03', '2026-03-02']);
    expect(await purgeOldPageEvents(store.db, 730, fixedNow)).toBe(0);
  });
});
