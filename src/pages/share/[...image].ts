import type { APIRoute } from 'astro';
import { renderShareImage, shareImages, type ShareImage } from '../../views/share-image.ts';

/**
 * /share/{lang}/{key}.png: every page's share image (src/views/share-image.ts). A build for tests
 * alone (the analytics build, the content editor's copy) sets NORTHPAW_SHARE_IMAGES=none: no test
 * reads its images, the site's own build draws and checks them, and drawing them was a third of
 * such a build's page time.
 */
export async function getStaticPaths() {
  if (process.env.NORTHPAW_SHARE_IMAGES === 'none') return [];
  return (await shareImages()).map((image) => ({ params: { image: `${image.lang}/${image.key}.png` }, props: image }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await renderShareImage(props as ShareImage)), {
    headers: { 'Content-Type': 'image/png' },
  });
