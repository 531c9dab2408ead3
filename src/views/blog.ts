/** /blog/ and /blog/{slug}/, and their French twins under /fr/blogue/. */
import { render } from 'astro:content';
import { strings } from '../i18n/dictionary.ts';
import type { Lang } from '../lib/i18n.ts';
import { blogPosting, breadcrumbList } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { readingMinutes } from '../lib/text.ts';
import { paths, postUrl, shareImageUrl } from '../lib/urls.ts';
import { artwork } from './artwork.ts';
import { getPosts, type Post } from './content.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

const blogCrumb = (lang: Lang) => ({ name: strings(lang).blog.crumb, path: paths[lang].blog });

export async function blogListView(lang: Lang) {
  const t = strings(lang).blog;
  const path = paths[lang].blog;
  return {
    layout: {
      meta: {
        title: pageTitle(lang, t.title),
        description: t.description,
        path,
        lang,
        jsonLd: [breadcrumbList([homeCrumb(lang), blogCrumb(lang)])],
      },
      chrome: await chromeView(lang, path),
    },
    props: {
      lang,
      posts: await Promise.all(
        (await getPosts(lang)).map(async (e) => ({
          href: postUrl(lang, e.urlSlug),
          ...e.data,
          minutes: readingMinutes(e.body ?? ''),
          art: await artwork([`blog/${e.id}`, e.data.art], 640),
        })),
      ),
    },
  };
}

export async function blogPostView(lang: Lang, post: Post) {
  const { Content } = await render(post);
  const path = postUrl(lang, post.urlSlug);
  const art = await artwork([`blog/${post.id}`, post.data.art], 960);
  const crumbs = [homeCrumb(lang), blogCrumb(lang), { name: post.data.title, path }];
  return {
    layout: {
      meta: {
        // The post's own title, without the brand, as it has always been.
        title: post.data.title,
        description: post.data.excerpt,
        path,
        lang,
        ogType: 'article' as const,
        image: shareImageUrl(lang, `blog/${post.id}`),
        jsonLd: [
          blogPosting(lang, { ...post.data, path, image: shareImageUrl(lang, `blog/${post.id}`) }),
          breadcrumbList(crumbs),
        ],
      },
      chrome: await chromeView(lang, path),
    },
    props: {
      lang,
      title: post.data.title,
      date: post.data.date,
      author: post.data.author,
      art,
      phone: phoneFor(path),
    },
    Content,
  };
}

/** The route's pages in one language: every post at its slug in that language. */
export async function postRoutes(lang: Lang) {
  return (await getPosts(lang)).map((post) => ({ params: { slug: post.urlSlug }, props: { lang, post } }));
}
