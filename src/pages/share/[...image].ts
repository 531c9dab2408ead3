import type { APIRoute } from 'astro';
import { renderShareImage, shareImages, type ShareImage } from '../../views/share-image.ts';

/** /share/{lang}/{key}.png: every page's share image (src/views/share-image.ts). */
export async function getStaticPaths() {
  return (await shareImages()).map((image) => ({ params: { image: `${image.lang}/${image.key}.png` }, props: image }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await renderShareImage(props as ShareImage)), {
    headers: { 'Content-Type': 'image/png' },
  });
