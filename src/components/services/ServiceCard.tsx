import { ArrowRight } from 'lucide-react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { Artwork } from '../ui/Artwork.tsx';

export interface ServiceCardData {
  name: string;
  slug: string;
  /** The service's card text, written to fit the card (`card` in its content file). */
  text: string;
  href: string;
  art?: ArtworkData;
  /** The card opens the service details modal instead of going straight to the page. */
  opensModal?: boolean;
}

/** A service in a grid: artwork, name and its card text. */
export function ServiceCard({
  lang,
  service,
  headingLevel = 3,
}: {
  lang: Lang;
  service: ServiceCardData;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // On phones a card is a row with a thumbnail, so a grid of twelve stays a short scroll.
    <article className="card group relative flex w-full overflow-hidden transition-shadow hover:shadow-md sm:flex-col">
      {service.art && (
        <Artwork
          art={service.art}
          alt=""
          className="w-28 shrink-0 bg-forest-50 object-cover sm:aspect-[8/5] sm:w-full"
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 7rem"
        />
      )}
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <Heading className="text-lg font-bold">
          <a
            href={service.href}
            className="after:absolute after:inset-0 after:content-['']"
            {...(service.opensModal ? { 'data-service-modal': '', 'aria-haspopup': 'dialog' as const } : {})}
          >
            {service.name}
          </a>
        </Heading>
        <p className="mt-1 flex-1 text-sm text-stone-700 sm:mt-2 sm:text-base">{service.text}</p>
        <p
          aria-hidden="true"
          className="mt-3 hidden items-center gap-1 font-semibold text-forest-700 group-hover:text-forest-900 sm:inline-flex"
        >
          {strings(lang).learnMore} <ArrowRight className="size-4" />
        </p>
      </div>
    </article>
  );
}

/** Service cards in a responsive grid; `columns` are the classes that set the column count. */
export function ServiceGrid({
  lang,
  services,
  columns,
  headingLevel,
  className = '',
}: {
  lang: Lang;
  services: ServiceCardData[];
  columns: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={`grid gap-5 ${columns} ${className}`}>
      {services.map((s) => (
        <li key={s.slug} className="flex">
          <ServiceCard lang={lang} service={s} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
