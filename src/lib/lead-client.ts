/**
 * Sends a lead form from the browser to POST /api/leads and says what happened. The form goes
 * as it is (multipart: its photos too), asking for JSON, so the fields the page rendered
 * outside the form's island travel with those the island knows.
 */
export type PostResult =
  | { ok: true; id: string }
  | { ok: false; kind: 'invalid'; errors: Record<string, string> }
  | { ok: false; kind: 'rate-limited' | 'failed' }
  /** Dropped in the browser as a likely bot: nothing was sent. */
  | { ok: false; kind: 'dropped' };

export async function postLead(form: FormData, fetcher: typeof fetch = fetch): Promise<PostResult> {
  try {
    const response = await fetcher('/api/leads', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
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
export async function sendLead(form: FormData): Promise<PostResult> {
  if (String(form.get('website') ?? '').trim() !== '') {
    console.info(`[${String(form.get('kind'))}] submission dropped as a likely bot`);
    return { ok: false, kind: 'dropped' };
  }
  return postLead(form);
}
