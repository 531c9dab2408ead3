/** The inbox list's filters and page, read from its query string: anything unknown reads as "all". */
import { z } from 'zod';
import { langs } from '../../../lib/i18n.ts';
import { leadKinds, leadStatuses } from '../../../lib/lead-rules.ts';
import type { Cursor } from '../../store/lead-lists.ts';

/** The longest search kept: longer than any name, phone number or address worth typing. */
export const SEARCH_MAX = 100;

const filterSchema = z.object({
  kind: z.enum(leadKinds).optional().catch(undefined),
  status: z.enum(leadStatuses).optional().catch(undefined),
  lang: z.enum(langs).optional().catch(undefined),
  q: z
    .string()
    .optional()
    .transform((q) => q?.trim().slice(0, SEARCH_MAX) || undefined)
    .catch(undefined),
  area: z.string().optional().catch(undefined),
});

/** Every part is optional: a part left out means all leads. */
export type InboxFilter = Partial<z.infer<typeof filterSchema>>;

/** Reads the filters; `areas` are the province codes and city ids the area filter accepts. */
export function parseFilter(params: URLSearchParams, areas: ReadonlySet<string> = new Set()): InboxFilter {
  const filter = filterSchema.parse({
    kind: params.get('kind') ?? undefined,
    status: params.get('status') ?? undefined,
    lang: params.get('lang') ?? undefined,
    q: params.get('q') ?? undefined,
    area: params.get('area') ?? undefined,
  });
  if (!areas.has(filter.area ?? '')) filter.area = undefined;
  return filter;
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

function readCursor(text: string | null): Cursor | undefined {
  // A stored time starts with a digit, so a leading "u" is never part of it.
  const match = text ? /^(u?)(\d.{0,31})_(\d{1,9})$/.exec(text) : null;
  if (!match?.[2] || !match[3]) return undefined;
  return { created_at: match[2], id: Number(match[3]), ...(match[1] ? { urgent: true } : {}) };
}

export function parsePageAt(params: URLSearchParams): PageAt {
  const before = readCursor(params.get('before'));
  if (before) return { before };
  const after = readCursor(params.get('after'));
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
