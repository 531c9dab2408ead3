import { Building2, Home as HomeIcon } from 'lucide-react';
import type { Lang } from '../../lib/i18n.ts';
import { paths } from '../../lib/urls.ts';

interface Card {
  heading: string;
  text: string;
}

/**
 * The home page's cards lead their section, at full width; a service page's sit in the column
 * beside its sidebar, so they are smaller and go side by side sooner.
 */
const looks = {
  full: { grid: 'md:grid-cols-2', card: 'p-6', icon: 'size-10', text: 'text-stone-700' },
  compact: { grid: 'sm:grid-cols-2', card: 'p-5', icon: 'size-8', text: 'text-sm text-stone-700' },
};

/** The two links to the residential and commercial pages, as cards with an icon and a line of text. */
export function AudienceCards({
  lang,
  residential,
  commercial,
  compact = false,
  className = '',
}: {
  lang: Lang;
  residential: Card;
  commercial: Card;
  compact?: boolean;
  className?: string;
}) {
  const look = looks[compact ? 'compact' : 'full'];
  const cards = [
    { href: paths[lang].residential, Icon: HomeIcon, ...residential },
    { href: paths[lang].commercial, Icon: Building2, ...commercial },
  ];
  return (
    <div className={`${className} grid gap-4 ${look.grid}`.trim()}>
      {cards.map(({ href, Icon, heading, text }) => (
        <a key={href} href={href} className={`card flex items-center gap-4 ${look.card} hover:shadow-md`}>
          <Icon aria-hidden="true" className={`${look.icon} shrink-0 text-forest-600`} />
          <span>
            <span className="block text-lg font-bold text-forest-900">{heading}</span>
            <span className={look.text}>{text}</span>
          </span>
        </a>
      ))}
    </div>
  );
}
