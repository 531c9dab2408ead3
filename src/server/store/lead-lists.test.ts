/** The inbox's queries (lead-queries.ts), against SQLite and, when DATABASE_URL is set, PostgreSQL. */
import { describe, expect, it } from 'vitest';
import {
  globPattern,
  handledMedians,
  inboxPage,
  matchingLeads,
  regexPattern,
  waitingLeads,
  type Cursor,
  type LeadQuery,
} from './lead-lists.ts';
import { deleteLeads, markHandled } from './leads.ts';
import { purgeOldLeads } from '../domain/retention.ts';
import { fixedNow, leadRows, quoteRows, storeKinds, useStore } from '../../../test/db.ts';
import type { Database } from './schema.ts';
import type { Insertable } from 'kysely';
import { addNote, cleanNote, leadNotes, NOTE_MAX } from './notes.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(fixedNow.getTime() - ms);
/** The value, which the test needs to be there. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe('search patterns', () => {
  it('spell each letter in every case and accent, and keep other characters literal', () => {
    expect(globPattern('Zo')).toBe('*[zZ][oOóÓòÒôÔöÖõÕ]*');
    expect(globPattern('5*?[')).toBe('*5[*][?][[]*');
    expect(regexPattern('a.b')).toBe('[aAàÀâÂäÄáÁãÃåÅ]\\.[bB]');
    expect(regexPattern('1 (2)')).toBe('1 \\(2\\)');
    expect(regexPattern('æ')).toBe('[æÆ]');
  });
});

describe('cleanNote', () => {
  it.each([
    ['  Called back, booked Tuesday.  ', { text: 'Called back, booked Tuesday.' }],
    ['Line 1\r\nLine 2\u0000\u202e', { text: 'Line 1\nLine 2' }],
    ['   ', { error: 'Write the note first.' }],
    ['\u0007\u200b', { error: 'Write the note first.' }],
    ['x'.repeat(NOTE_MAX), { text: 'x'.repeat(NOTE_MAX) }],
    ['x'.repeat(NOTE_MAX + 1), { error: 'A note holds at most 2,000 characters; this one has 2,001.' }],
  ])('%j -> %j', (raw, result) => {
    expect(cleanNote(raw)).toEqual(result);
  });
});

describe.each(storeKinds)('inbox queries on $name', (kind) => {
  const store = useStore(kind);

  type Row = Insertable<Database['leads']>;
  /** Stores rows (each a quote lead changed by `change`); returns their ids in order. */
  const insert = async (rows: Partial<Row>[]) => {
    const base = quoteRows(rows.length, () => fixedNow);
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map((row, j) => ({ ...must(base[i + j]), ...row }));
      ids.push(...(await store.db.insertInto('leads').values(chunk).returning('id').execute()).map((r) => r.id));
    }
    return ids;
  };
  const ids = (page: { leads: { id: number }[] }) => page.leads.map((l) => l.id);

  describe('paging', () => {
    /** 120 leads, two to each moment (so the order needs the id too), newest first as ids. */
    const fill = async () => {
      const created = await insert(
        Array.from({ length: 120 }, (_, i) => ({
          created_at: ago(Math.floor(i / 2) * MINUTE).toISOString(),
          status: i % 3 === 0 ? ('handled' as const) : ('new' as const),
        })),
      );
      // Newest first: the latest moment first, and the higher id first within a moment.
      return created
        .map((id, i) => ({ id, t: Math.floor(i / 2) }))
        .sort((a, b) => a.t - b.t || b.id - a.id)
        .map((x) => x.id);
    };

    it('reads 50 a page, newest first, with Next and Previous in both directions', async () => {
      const order = await fill();
      const first = await inboxPage(store.db, {});
      expect(ids(first)).toEqual(order.slice(0, 50));
      expect(first.newer).toBeUndefined();
      expect(first.older?.id).toBe(order[49]);

      const second = await inboxPage(store.db, {}, { before: must(first.older) });
      expect(ids(second)).toEqual(order.slice(50, 100));
      expect(second.newer?.id).toBe(order[50]);
      const third = await inboxPage(store.db, {}, { before: must(second.older) });
      expect(ids(third)).toEqual(order.slice(100));
      expect(third.older).toBeUndefined();

      // Previous from the last page is the second page again, then the first.
      const back = await inboxPage(store.db, {}, { after: must(third.newer) });
      expect(ids(back)).toEqual(order.slice(50, 100));
      expect(back.older?.id).toBe(order[99]);
      const top = await inboxPage(store.db, {}, { after: must(back.newer) });
      expect(ids(top)).toEqual(order.slice(0, 50));
      expect(top.newer).toBeUndefined();
    });

    it('shows a full first page when Previous reaches the top early (leads arrived meanwhile)', async () => {
      const order = await fill();
      const tenth = {
        id: must(order[9]),
        created_at: must((await leadRows(store.db)).find((l) => l.id === order[9])).created_at,
      };
      const page = await inboxPage(store.db, {}, { after: tenth });
      expect(ids(page)).toEqual(order.slice(0, 50));
      expect(page.newer).toBeUndefined();
    });

    it('keeps the filters from page to page', async () => {
      const order = await fill();
      const rows = await leadRows(store.db);
      const fresh = order.filter((id) => rows.find((r) => r.id === id)?.status === 'new');
      expect(fresh).toHaveLength(80);
      const first = await inboxPage(store.db, { status: 'new', kind: 'quote' });
      expect(ids(first)).toEqual(fresh.slice(0, 50));
      const second = await inboxPage(store.db, { status: 'new', kind: 'quote' }, { before: must(first.older) });
      expect(ids(second)).toEqual(fresh.slice(50));
      expect(second.older).toBeUndefined();
      expect(await inboxPage(store.db, { kind: 'contact' })).toEqual({ leads: [], newer: undefined, older: undefined });
    });

    it('attaches each lead its notification states', async () => {
      const [id] = await insert([{}]);
      await store.db
        .insertInto('notifications')
        .values({
          lead_id: must(id),
          channel: 'email',
          state: 'failed',
          attempts: 3,
          next_attempt_at: fixedNow.toISOString(),
          last_error: 'refused',
          sent_at: null,
        })
        .execute();
      const [lead] = (await inboxPage(store.db, {})).leads;
      expect(lead?.notifications).toEqual([
        { lead_id: id, channel: 'email', state: 'failed', attempts: 3, last_error: 'refused' },
      ]);
    });
  });

  describe('urgent leads still new', () => {
    /** 40 leads a minute apart: every fifth urgent, every third handled. Their ids in the list's order. */
    const fill = async () => {
      const rows = Array.from({ length: 40 }, (_, i) => ({
        created_at: ago(i * MINUTE).toISOString(),
        urgent: i % 5 === 0 ? 1 : 0,
        status: i % 3 === 0 ? ('handled' as const) : ('new' as const),
      }));
      const created = await insert(rows);
      const first = created.filter((_, i) => rows[i]?.urgent && rows[i]?.status === 'new');
      expect(first).toHaveLength(5);
      return { first, order: [...first, ...created.filter((id) => !first.includes(id))] };
    };
    /** Every page from the first by Next, then every page back from the last by Previous. */
    const walk = async (query: LeadQuery, size: number) => {
      let page = await inboxPage(store.db, query, {}, size);
      const pages = [ids(page)];
      while (page.older) {
        page = await inboxPage(store.db, query, { before: page.older }, size);
        pages.push(ids(page));
      }
      const back = [ids(page)];
      while (page.newer) {
        page = await inboxPage(store.db, query, { after: page.newer }, size);
        back.unshift(ids(page));
      }
      return { pages, back };
    };

    it('come first, then every other lead newest first, through Next and Previous and the export', async () => {
      const { order } = await fill();
      // Pages of 4: the urgent run ends inside the second page.
      const { pages, back } = await walk({}, 4);
      expect(pages.flat()).toEqual(order);
      expect(pages.map((page) => page.length)).toEqual(Array(10).fill(4));
      expect(back).toEqual(pages);
      const exported: number[] = [];
      for await (const page of matchingLeads(store.db, {}, 3)) exported.push(...page.map((l) => l.id));
      expect(exported).toEqual(order);
    });

    it('come first among the leads a filter keeps, and not at all among the handled', async () => {
      const { order } = await fill();
      const rows = await leadRows(store.db);
      const statusOf = (id: number) => rows.find((r) => r.id === id)?.status;
      const fresh = await walk({ status: 'new' }, 7);
      expect(fresh.pages.flat()).toEqual(order.filter((id) => statusOf(id) === 'new'));
      expect(fresh.back).toEqual(fresh.pages);
      const byTime = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((r) => r.id);
      expect((await walk({ status: 'handled' }, 50)).pages.flat()).toEqual(
        byTime.filter((id) => statusOf(id) === 'handled'),
      );
    });

    it('take their place among the others once handled', async () => {
      const { first } = await fill();
      const [top, next] = first;
      await markHandled(store.db, must(top), fixedNow);
      const listed = ids(await inboxPage(store.db, {}));
      expect(listed[0]).toBe(next);
      // After the four urgent leads still new, and the five others newer than it.
      expect(listed.indexOf(must(top))).toBe(4 + 5);
    });
  });

  describe('search', () => {
    const people = [
      { name: 'Émilie Côté', email: 'emilie@exemple.ca', phone: '514 555 0142' },
      { name: 'Ada Lovelace', email: 'Ada.Lovelace@Example.com', phone: '416-555-0100' },
      { name: 'Grace Hopper', email: '', phone: '+1 (905) 555.0199' },
      { name: '100% Real_Name', email: '', phone: '' },
    ];
    const found = async (q: string) => {
      const page = await inboxPage(store.db, { q });
      return page.leads.map((l) => l.name).sort();
    };

    it.each([
      ['ada', ['Ada Lovelace']],
      ['LOVELACE', ['Ada Lovelace']],
      ['émilie', ['Émilie Côté']],
      ['ÉMILIE', ['Émilie Côté']],
      ['emilie cote', ['Émilie Côté']],
      ['côté', ['Émilie Côté']],
      ['ada.lovelace@example', ['Ada Lovelace']],
      ['EXEMPLE.CA', ['Émilie Côté']],
      ['4165550100', ['Ada Lovelace']],
      ['(416) 555-01', ['Ada Lovelace']],
      ['905 555 0199', ['Grace Hopper']],
      ['9055550199', ['Grace Hopper']],
      ['555', ['Ada Lovelace', 'Grace Hopper', 'Émilie Côté']],
      ['  hopper  ', ['Grace Hopper']],
      // Wildcards of LIKE, GLOB and regular expressions are only themselves.
      ['100%', ['100% Real_Name']],
      ['%', ['100% Real_Name']],
      ['_', ['100% Real_Name']],
      ['*', []],
      ['.*', []],
      ['[a', []],
      ['nobody', []],
    ])('%j finds %j', async (q, names) => {
      await insert(people);
      expect(await found(q)).toEqual(names);
    });

    it('combines with the other filters and carries into the CSV pages', async () => {
      await insert(
        Array.from({ length: 30 }, (_, i) => ({
          name: i % 2 ? `Smith ${i}` : `Jones ${i}`,
          status: i % 3 ? ('new' as const) : ('handled' as const),
          created_at: ago(i * MINUTE).toISOString(),
        })),
      );
      const query: LeadQuery = { q: 'smith', status: 'new' };
      const expected = Array.from({ length: 30 }, (_, i) => i)
        .filter((i) => i % 2 && i % 3)
        .map((i) => `Smith ${i}`);
      expect((await inboxPage(store.db, query)).leads.map((l) => l.name)).toEqual(expected);
      const exported: string[] = [];
      for await (const page of matchingLeads(store.db, query, 3)) exported.push(...page.map((l) => l.name));
      expect(exported).toEqual(expected);
    });
  });

  describe('area', () => {
    it('finds a city, or a province with all its cities', async () => {
      await insert([
        { name: 'Brampton', city: 'on/brampton' },
        { name: 'Toronto', city: 'on/toronto' },
        { name: 'Montreal', city: 'qc/montreal' },
        { name: 'No city', city: '' },
      ]);
      const names = async (area: string) => (await inboxPage(store.db, { area })).leads.map((l) => l.name).sort();
      expect(await names('on')).toEqual(['Brampton', 'Toronto']);
      expect(await names('qc')).toEqual(['Montreal']);
      expect(await names('on/brampton')).toEqual(['Brampton']);
      expect(await names('bc')).toEqual([]);
    });
  });

  describe('handledMedians', () => {
    it('takes the median wait of the leads handled in the last 7 and 30 days, and how many', async () => {
      const handled = (arrivedAgo: number, waited: number) => ({
        status: 'handled' as const,
        created_at: ago(arrivedAgo).toISOString(),
        handled_at: ago(arrivedAgo - waited).toISOString(),
      });
      await insert([
        // In the last 7 days: waits of 10 min, 1 h, 3 h.
        handled(1 * DAY, 10 * MINUTE),
        handled(2 * DAY, HOUR),
        handled(6 * DAY, 3 * HOUR),
        // Handled 8 to 29 days ago: only the 30 days count them (waits of 5 h and 2 days).
        handled(10 * DAY, 5 * HOUR),
        handled(29 * DAY, 2 * DAY),
        // A lead that waited 40 days, handled yesterday, counts: it was forgotten.
        handled(41 * DAY, 40 * DAY),
        // Handled long ago, and still new: neither counts.
        handled(60 * DAY, HOUR),
        { created_at: ago(3 * DAY).toISOString() },
      ]);
      expect(await handledMedians(store.db, fixedNow)).toEqual([
        { days: 7, count: 4, medianMs: 2 * HOUR },
        { days: 30, count: 6, medianMs: 4 * HOUR },
      ]);
      // A week in which nothing was handled has no median.
      const later = new Date(fixedNow.getTime() + 100 * DAY);
      expect(await handledMedians(store.db, later, [7])).toEqual([{ days: 7, count: 0, medianMs: null }]);
    });
  });

  describe('waitingLeads', () => {
    it('counts the new leads and finds the oldest', async () => {
      expect(await waitingLeads(store.db)).toEqual({ count: 0, oldest: null });
      await insert([
        { created_at: ago(HOUR).toISOString() },
        { created_at: ago(3 * HOUR).toISOString() },
        { created_at: ago(DAY).toISOString(), status: 'handled', handled_at: ago(HOUR).toISOString() },
      ]);
      expect(await waitingLeads(store.db)).toEqual({ count: 2, oldest: ago(3 * HOUR).toISOString() });
    });
  });

  describe('notes', () => {
    it('keeps notes oldest first, and deletes them with their lead, by hand or by the retention purge', async () => {
      const [kept, erased, old] = await insert([{}, {}, { created_at: ago(800 * DAY).toISOString() }]);
      await addNote(store.db, must(kept), 'Called, no answer.', ago(2 * HOUR));
      await addNote(store.db, must(kept), 'Booked Tuesday 9 a.m.', ago(HOUR));
      await addNote(store.db, must(erased), 'Wrong number.', ago(HOUR));
      await addNote(store.db, must(old), 'From long ago.', ago(799 * DAY));
      expect((await leadNotes(store.db, must(kept))).map((n) => [n.text, n.created_at])).toEqual([
        ['Called, no answer.', ago(2 * HOUR).toISOString()],
        ['Booked Tuesday 9 a.m.', ago(HOUR).toISOString()],
      ]);

      expect(await deleteLeads(store.db, { id: must(erased) })).toBe(1);
      expect(await purgeOldLeads(store.db, 730, fixedNow)).toBe(1);
      const left = await store.db.selectFrom('lead_notes').select('lead_id').execute();
      expect(left.map((n) => n.lead_id)).toEqual([kept, kept]);
    });
  });

  it('a cursor is only a moment and an id: a deleted lead still marks where its page began', async () => {
    const created = await insert(Array.from({ length: 60 }, (_, i) => ({ created_at: ago(i * MINUTE).toISOString() })));
    const first = await inboxPage(store.db, {});
    const cursor: Cursor = must(first.older);
    await deleteLeads(store.db, { id: cursor.id });
    expect(ids(await inboxPage(store.db, {}, { before: cursor }))).toEqual(created.slice(50));
  });
});
