/** Sends a lead from the browser to POST /api/leads and says what happened. */
import type { LeadInput } from './lead-schema.ts';

export type PostResult =
  | { ok: true; id: string }
  | { ok: false; kind: 'invalid'; errors: Record<string, string> }
  | { ok: false; kind: 'rate-limited' | 'failed' }
  /** Dropped in the browser as a likely bot: nothing was sent. */
  | { ok: false; kind: 'dropped' };

type LeadFields = Partial<LeadInput> & { kind: LeadInput['kind'] };

export async function postLead(lead: LeadFields, fetcher: typeof fetch = fetch): Promise<PostResult> {
  try {
    const response = await fetcher('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(lead),
    });
    if (response.status === 201) return { ok: true, id: ((await response.json()) as { id: string }).id };
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
      return { ok: false, kind: 'invalid', errors: body.errors ?? {} };
    }
    return { ok: false, kind: response.status === 429 ? 'rate-limited' : 'failed' };
  } catch {
    return { ok: false, kind: 'failed' };
  }
}

/**
 * The forms' way to send: a filled honeypot is dropped silently, with a console line. How long
 * the form was open is the server's to judge, by the token it issued (src/server/form-token.ts).
 */
export async function sendLead(lead: LeadFields & Pick<LeadInput, 'website'>): Promise<PostResult> {
  if (lead.website.trim() !== '') {
    console.info(`[${lead.kind}] submission dropped as a likely bot`);
    return { ok: false, kind: 'dropped' };
  }
  return postLead(lead);
}
