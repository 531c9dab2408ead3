/** The blog's RSS feed in one language (/rss.xml, /fr/rss.xml). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { strings } from '../i18n/dictionary.ts';
import { languages, type Lang } from '../lib/i18n.ts';
import { fill } from '../lib/text.ts';
import { postUrl } from '../lib/urls.ts';
import { site } from '../site.config.ts';
import { getPosts } from './content.ts';

export async function feed(lang: Lang, context: APIContext) {
  const t = strings(lang);
  const posts = await getPosts(lang);
  return rss({
    title: fill(t.layout.feedTitle, { brand: site.names[lang] }),
    description: t.blog.feedDescription,
    site: context.site ?? site.url,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postUrl(lang, post.urlSlug),
      author: `${site.emails.general} (${post.data.author})`,
    })),
    customData: `<language>${languages[lang].locale.toLowerCase()}</language>`,
  });
}
