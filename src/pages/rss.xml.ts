import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { postUrl } from '../lib/urls.ts';
import { site } from '../site.config.ts';

/** /rss.xml: the blog posts, newest first. */
export async function GET(context: APIContext) {
  const posts = (await getCollection('blog')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
  return rss({
    title: `${site.name}: Blog`,
    description: 'Humane wildlife control advice for Canadian homes and businesses.',
    site: context.site ?? site.url,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postUrl(post.id),
      author: `${site.emails.general} (${post.data.author})`,
    })),
    customData: '<language>en-ca</language>',
  });
}
