import { appleTouchIcon } from '../views/icons.ts';

/** /apple-touch-icon.png, from the logo (src/views/icons.ts). */
export async function GET() {
  return new Response(new Uint8Array(await appleTouchIcon()), { headers: { 'Content-Type': 'image/png' } });
}
