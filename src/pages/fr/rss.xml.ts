import type { APIContext } from 'astro';
import { feed } from '../../views/feed.ts';

/** /fr/rss.xml: the French blog's posts, newest first. */
export const GET = (context: APIContext) => feed('fr', context);
