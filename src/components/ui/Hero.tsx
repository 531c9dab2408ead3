import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { Artwork } from './Artwork.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/**
 * Where the hero's artwork sits, from 768 px up. On a phone the hero is its text and actions
 * only: a drawing there was the largest thing painted, so the page's first paint of its own
 * (LCP) waited for the drawing's request on a slow link, or the page carried it inline and
 * paid a round trip for the bytes. Not drawn, a lazy image is not fetched either.
 */
export type HeroArt =
  /** Filling the hero behind the text, faded (place pages). */
  | { data: ArtworkData; layout: 'behind' }
  /** In a column beside the text. */
  | { data: ArtworkData; layout: 'beside'; column: '22rem' | '24rem'; sizes: string };

interface Props {
  lang: Lang;
  crumbs: Crumb[];
  title: ReactNode;
  lead: string;
  /** A line above the title (place pages: the area or province). */
  eyebrow?: string;
  art?: HeroArt;
  /** The section's background, when it is not the usual forest green. */
  background?: 'bg-forest-900' | 'bg-forest-950';
  /** The hero's actions (call, choose a city, request a quote). */
  children?: ReactNode;
}

const columns = { '22rem': 'md:grid-cols-[1fr_22rem]', '24rem': 'md:grid-cols-[1fr_24rem]' };

/** The dark hero at the top of every page below the home page: breadcrumbs, heading, lead, actions, artwork. */
export function Hero({ lang, crumbs, title, lead, eyebrow, art, background = 'bg-forest-900', children }: Props) {
  const text = (
    <>
      <Breadcrumbs lang={lang} crumbs={crumbs} tone="light" />
      {eyebrow && <p className="mt-6 font-semibold text-amber-cta">{eyebrow}</p>}
      <h1
        id="page-heading"
        className={`${eyebrow ? 'mt-2' : 'mt-6'} ${art?.layout === 'beside' ? '' : 'max-w-3xl '}text-4xl font-extrabold text-white sm:text-5xl`}
      >
        {title}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-white/90">{lead}</p>
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </>
  );

  if (art?.layout === 'behind') {
    return (
      <section className={`relative overflow-hidden ${background} text-white`} aria-labelledby="page-heading">
        <Artwork
          art={art.data}
          alt=""
          className="absolute inset-0 hidden size-full object-cover object-bottom opacity-25 md:block"
          sizes="100vw"
        />
        <div className="relative container-page py-10 md:py-16">{text}</div>
      </section>
    );
  }
  if (art?.layout === 'beside') {
    return (
      <section className={`${background} text-white`} aria-labelledby="page-heading">
        <div className={`container-page grid items-center gap-8 py-10 ${columns[art.column]} md:py-14`}>
          <div>{text}</div>
          <Artwork art={art.data} alt="" className="hidden w-full rounded-2xl md:block" sizes={art.sizes} />
        </div>
      </section>
    );
  }
  return (
    <section className={`${background} text-white`} aria-labelledby="page-heading">
      <div className="container-page py-10 md:py-14">{text}</div>
    </section>
  );
}
