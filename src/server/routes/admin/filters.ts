/** The inbox list's filters and page, read from its query string: anything unknown reads as "all". */
import { z } from 'zod';
import { langs } from '../../../lib/i18n.ts';
import { leadKinds, leadStatuses } from '../../../lib/lead-rules.ts';
import type { Cursor } from '../../store/lead-lists.ts';

/** The longest search kept: longer than any name, phone number or address worth typing. */
export const SEARCH_MAX = 100;

/** A query parameter sent twice counts once, as its first value: a link never repeats one. */
const once = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);

/** The inbox list's query string: its filters and where its page starts, each optional. */
export const inboxQuery = z.object({
  kind: once(z.enum(leadKinds).optional().catch(undefined)),
  status: once(z.enum(leadStatuses).optional().catch(undefined)),
  lang: once(z.enum(langs).optional().catch(undefined)),
  q: once(
    z
      .string()
      .optional()
      .transform((q) => q?.trim().slice(0, SEARCH_MAX) || undefined)
      .catch(undefined),
  ),
  area: once(z.string().optional().catch(undefined)),
  before: once(z.string().optional().catch(undefined)),
  after: once(z.string().optional().catch(undefined)),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

/** Every part is optional: a part left out means all leads. */
export type InboxFilter = Partial<Pick<InboxQuery, 'kind' | 'status' | 'lang' | 'q' | 'area'>>;

/** The filters of a query; `areas` are the province codes and city ids the area filter accepts. */
export function parseFilter(
  { kind, status, lang, q, area }: InboxQuery,
  areas: ReadonlySet<string> = new Set(),
): InboxFilter {
  const filter: InboxFilter = { kind, status, lang, q, area: areas.has(area ?? '') ? area : undefined };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** Whether the filter narrows the list at all. */
export const isFiltered = (filter: InboxFilter) => Object.values(filter).some(Boolean);

/**
 * Where a page starts: `before` a lead (Next) or `after` one (Previous), as "{created_at}_{id}",
 * with a "u" in front for a lead of the urgent run at the top of the list.
 */
export interface PageAt {
  before?: Cursor;
  after?: Cursor;
}

const cursorText = (c: Cursor) => `${c.urgent ? 'u' : ''}${c.created_at}_${c.id}`;

function readCursor(text: string | undefined): Cursor | undefined {
  // A stored time starts with a digit, so a leading "u" is never part of it.
  const match = text ? /^(u?)(\d.{0,31})_(\d{1,9})$/.exec(text) : null;
  if (!match?.[2] || !match[3]) return undefined;
  return { created_at: match[2], id: Number(match[3]), ...(match[1] ? { urgent: true } : {}) };
}

export function parsePageAt(query: Pick<InboxQuery, 'before' | 'after'>): PageAt {
  const before = readCursor(query.before);
  if (before) return { before };
  const after = readCursor(query.after);
  return after ? { after } : {};
}

/** The query string of a filter, and of a page of it ("" for the first page of all leads). */
export function filterQuery(filter: InboxFilter, at: PageAt = {}): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.lang) params.set('lang', filter.lang);
  if (filter.q) params.set('q', filter.q);
  if (filter.area) params.set('area', filter.area);
  if (at.before) params.set('before', cursorText(at.before));
  if (at.after) params.set('after', cursorText(at.after));
  const text = params.toString();
  return text ? `?${text}` : '';
}
