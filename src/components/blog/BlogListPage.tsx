import type { CSSProperties } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { formatDate } from '../../lib/dates.ts';
import { postUrl } from '../../lib/urls.ts';
import { Artwork } from '../ui/Artwork.tsx';

export interface PostCard {
  slug: string;
  title: string;
  excerpt: string;
  date: Date;
  author: string;
  art: ArtworkData;
}

/** /blog/: the posts as cards that appear one after another, 0.1 s apart (spec §2). */
export function BlogListPage({ posts }: { posts: PostCard[] }) {
  return (
    <div className="container-page py-12 md:py-16">
      <p className="eyebrow">Blog</p>
      <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">Notes from the field</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-700">
        How wildlife gets into Canadian homes, how we get it out humanely, and what you can do in the meantime.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {posts.map((post, i) => (
          <li key={post.slug} className="animate-fade-in" style={{ animationDelay: `${i * 0.1}s` } as CSSProperties}>
            <article className="card group relative flex h-full flex-col overflow-hidden hover:shadow-md">
              <Artwork
                art={post.art}
                alt=""
                className="aspect-[8/5] w-full object-cover"
                sizes="(min-width: 768px) 36rem, 100vw"
              />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-bold">
                  <a href={postUrl(post.slug)} className="after:absolute after:inset-0 after:content-['']">
                    {post.title}
                  </a>
                </h2>
                <p className="mt-2 flex-1 text-stone-700">{post.excerpt}</p>
                <p className="mt-4 text-sm text-stone-600">
                  <time dateTime={post.date.toISOString().slice(0, 10)}>{formatDate(post.date)}</time> · {post.author}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
