/** Sends a lead from the browser to POST /api/leads and says what happened. */
import type { LeadInput } from './lead-schema.ts';

export type PostResult =
  | { ok: true; id: number }
  | { ok: false; kind: 'invalid'; errors: Record<string, string> }
  | { ok: false; kind: 'rate-limited' | 'failed' };

export async function postLead(
  lead: Partial<LeadInput> & { kind: LeadInput['kind'] },
  fetcher: typeof fetch = fetch,
): Promise<PostResult> {
  try {
    const response = await fetcher('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(lead),
    });
    if (response.status === 201) return { ok: true, id: ((await response.json()) as { id: number }).id };
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      return { ok: false, kind: 'invalid', errors: body.errors ?? {} };
    }
    return { ok: false, kind: response.status === 429 ? 'rate-limited' : 'failed' };
  } catch {
    return { ok: false, kind: 'failed' };
  }
}
