import type { APIContext } from 'astro';
import { feed } from '../views/feed.ts';

/** /rss.xml: the English blog's posts, newest first (/fr/rss.xml has the French ones). */
export const GET = (context: APIContext) => feed('en', context);
