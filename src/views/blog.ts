/** /blog/ and /blog/{slug}/. */
import { getCollection, render, type CollectionEntry } from 'astro:content';
import { blogPosting, breadcrumbList } from '../lib/jsonld.ts';
import { phoneFor } from '../lib/phone.ts';
import { paths, postUrl } from '../lib/urls.ts';
import { artwork } from './artwork.ts';
import { chromeView, homeCrumb, pageTitle } from './page.ts';

const blogCrumb = { name: 'Blog', path: paths.blog };

/** Every post, newest first. */
async function blogPosts() {
  return (await getCollection('blog')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export async function blogListView() {
  const entries = await blogPosts();
  return {
    layout: {
      meta: {
        title: pageTitle('Blog: Humane Wildlife Control Advice'),
        description:
          'How wildlife gets into Canadian homes, how humane exclusion works, and what to do while you wait for help.',
        path: paths.blog,
        jsonLd: [breadcrumbList([homeCrumb, blogCrumb])],
      },
      chrome: await chromeView(),
    },
    props: {
      posts: await Promise.all(
        entries.map(async (e) => ({ slug: e.id, ...e.data, art: await artwork([`blog/${e.id}`, e.data.art], 640) })),
      ),
    },
  };
}

export async function blogPostView(post: CollectionEntry<'blog'>) {
  const { Content } = await render(post);
  const path = postUrl(post.id);
  const art = await artwork([`blog/${post.id}`, post.data.art], 960);
  const crumbs = [homeCrumb, blogCrumb, { name: post.data.title, path }];
  return {
    layout: {
      meta: {
        // The post's own title, without the brand, as it has always been.
        title: post.data.title,
        description: post.data.excerpt,
        path,
        ogType: 'article' as const,
        image: art.src,
        jsonLd: [blogPosting({ ...post.data, path, image: art.src }), breadcrumbList(crumbs)],
      },
      chrome: await chromeView(),
    },
    props: {
      title: post.data.title,
      date: post.data.date,
      author: post.data.author,
      art,
      phone: phoneFor(path),
    },
    Content,
  };
}
