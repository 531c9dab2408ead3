import type { ReactNode } from 'react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { Artwork } from '../ui/Artwork.tsx';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';

interface Props {
  crumbs: Crumb[];
  eyebrow: string;
  title: string;
  lead: string;
  art: ArtworkData;
  /** The hero's actions (call, choose city). */
  children?: ReactNode;
}

/** The dark hero of place pages: breadcrumbs, heading, lead, actions and the place's artwork. */
export function PageHero({ crumbs, eyebrow, title, lead, art, children }: Props) {
  return (
    <section className="relative overflow-hidden bg-forest-900 text-white" aria-labelledby="page-heading">
      <Artwork
        art={art}
        alt=""
        priority
        className="absolute inset-0 size-full object-cover object-bottom opacity-25"
        sizes="100vw"
      />
      <div className="relative container-page py-10 md:py-16">
        <Breadcrumbs crumbs={crumbs} tone="light" />
        <p className="mt-6 font-semibold text-amber-cta">{eyebrow}</p>
        <h1 id="page-heading" className="mt-2 max-w-3xl text-4xl font-extrabold text-white sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{lead}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
