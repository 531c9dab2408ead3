import { faviconIco } from '../views/icons.ts';

/** /favicon.ico, from the logo (src/views/icons.ts). */
export async function GET() {
  return new Response(new Uint8Array(await faviconIco()), { headers: { 'Content-Type': 'image/x-icon' } });
}
