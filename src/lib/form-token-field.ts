/**
 * The server's token for the page's lead forms (src/server/form-token.ts), asked for once the page
 * is shown and written into each form's `formToken` field: the evidence a person had the form
 * open. It counts from the page being shown, not from when the form's own code arrives (that
 * waits until the form is near the screen), so a visitor who reads, scrolls straight down and
 * sends at once is not told to wait; and the form carries it whether its island or the browser
 * sends it. A lead sent before it arrives, or without JavaScript, still reaches the team,
 * marked unverified.
 */
export const formTokenField = 'formToken';

export function fillFormTokens(doc: Document, fetcher: typeof fetch = fetch): Promise<void> {
  const fields = doc.querySelectorAll<HTMLInputElement>(`input[name="${formTokenField}"]`);
  if (!fields.length) return Promise.resolve();
  return fetcher('/api/form-token')
    .then((response) => response.json() as Promise<{ token?: string }>)
    .then(({ token }) => {
      for (const field of fields) field.value = token ?? '';
    })
    .catch(() => undefined);
}
