/** The inbox list's filters, read from its query string: anything unknown reads as "all". */
import { z } from 'zod';
import { langs } from '../../lib/i18n.ts';
import { leadKinds, leadStatuses } from '../../lib/lead-rules.ts';

const filterSchema = z.object({
  kind: z.enum(leadKinds).optional().catch(undefined),
  status: z.enum(leadStatuses).optional().catch(undefined),
  lang: z.enum(langs).optional().catch(undefined),
});

export type InboxFilter = z.infer<typeof filterSchema>;

export function parseFilter(params: URLSearchParams): InboxFilter {
  return filterSchema.parse({
    kind: params.get('kind') ?? undefined,
    status: params.get('status') ?? undefined,
    lang: params.get('lang') ?? undefined,
  });
}

/** The query string of a filter ("" for all leads), for links that keep it. */
export function filterQuery(filter: InboxFilter): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.lang) params.set('lang', filter.lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}
