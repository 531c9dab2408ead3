import type { CSSProperties } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { Artwork } from '../ui/Artwork.tsx';

export interface PostCard {
  href: string;
  title: string;
  excerpt: string;
  date: Date;
  author: string;
  /** Minutes to read it. */
  minutes: number;
  art: ArtworkData;
}

/** /blog/: the posts as cards that appear one after another, 0.1 s apart. */
export function BlogListPage({ lang, posts }: { lang: Lang; posts: PostCard[] }) {
  const t = strings(lang).blog;
  return (
    <div className="container-page py-12 md:py-16">
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{t.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-700">{t.intro}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {posts.map((post, i) => (
          <li key={post.href} className="animate-fade-in" style={{ animationDelay: `${i / 10}s` } as CSSProperties}>
            {/* On phones a card is a row with a thumbnail, as the service cards are: a drawing the
                width of the screen was the largest thing in the first screen, so the list's largest
                paint waited for that drawing's own request after the page had painted. */}
            <article className="card group relative flex h-full overflow-hidden hover:shadow-md sm:flex-col">
              <Artwork
                art={post.art}
                alt=""
                className="w-28 shrink-0 bg-forest-50 object-cover sm:aspect-[8/5] sm:w-full"
                sizes="(min-width: 768px) 36rem, (min-width: 640px) 100vw, 7rem"
              />
              <div className="flex flex-1 flex-col p-4 sm:p-6">
                <h2 className="text-lg font-bold sm:text-xl">
                  <a href={post.href} className="after:absolute after:inset-0 after:content-['']">
                    {post.title}
                  </a>
                </h2>
                <p className="mt-2 flex-1 text-stone-700">{post.excerpt}</p>
                <p className="mt-4 text-sm text-stone-600">
                  <time dateTime={post.date.toISOString().slice(0, 10)}>{formatDate(post.date, lang)}</time> ·{' '}
                  {fill(t.readingTime, { minutes: post.minutes })} · {post.author}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
