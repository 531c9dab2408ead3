import { MapPin, Menu, Phone } from '../ui/icons.tsx';
import { strings } from '../../i18n/dictionary.ts';
import { languages, type Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';

interface Props {
  lang: Lang;
  phone: PhoneNumber;
  /** The same page in the other language (or that language's home page when this page has no twin). */
  switchTo: { lang: Lang; path: string };
  /** Named slots from the layout: the interactive parts, each an island of its own. */
  servicesMenu?: ReactNode;
  locationButton?: ReactNode;
  mobileMenu?: ReactNode;
  /** The location button again, in its own row on phones. */
  locationRow?: ReactNode;
  /** The city this page makes the chosen one, which the location button shows (LocationButton.tsx). */
  pageCity?: string;
}

/** The location button's look, shared by the island's button and the link standing in for it. */
const locationLook =
  'min-h-11 items-center gap-1.5 rounded-full border border-stone-300 px-3 text-sm font-semibold text-forest-900 no-underline hover:border-forest-600 hover:bg-forest-50';

/**
 * The sticky header. Static HTML: the logo, the language switch and the phone links
 * need no script; the menus and the location button come in as islands, so only they hydrate.
 * Beside the phone's menu button and each location button sits a plain link to the page of every
 * place and service (`until-hydrated`): CSS shows it instead of the island until the island runs,
 * and for good without JavaScript, so no control is a dead button.
 */
export function Header({
  lang,
  phone,
  switchTo,
  servicesMenu,
  locationButton,
  mobileMenu,
  locationRow,
  pageCity,
}: Props) {
  const t = strings(lang);
  const other = languages[switchTo.lang];
  const find = paths[lang].find;
  const chooseLocation = (
    <>
      <MapPin aria-hidden="true" className="size-4 text-forest-600" />
      {pageCity ?? t.locationButton.choose}
      {pageCity && <span className="sr-only">{t.locationButton.change}</span>}
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page relative flex h-16 items-center gap-2 sm:gap-4">
        <a href={paths[lang].home} className="mr-auto flex items-center gap-2 rounded-lg text-forest-900 no-underline">
          <Logo className="size-9" />
          <span className="text-lg leading-tight font-extrabold tracking-tight">
            Northpaw<span className="sr-only">{t.brand.homeLink}</span>
          </span>
        </a>
        <nav aria-label={t.header.nav} className="hidden items-center gap-1 lg:flex">
          <a
            href={paths[lang].home}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-forest-900 hover:bg-forest-50"
          >
            {t.header.home}
          </a>
          {servicesMenu}
        </nav>
        {/* Named in its own language, for readers and screen readers alike (WCAG 3.1.2). */}
        <a
          href={switchTo.path}
          hrefLang={other.locale}
          lang={other.locale}
          data-language-switch=""
          className="inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-forest-900 underline-offset-4 hover:underline sm:px-3"
        >
          {other.name}
        </a>
        {locationButton}
        <a href={find} className={`until-hydrated hidden sm:inline-flex ${locationLook}`}>
          {chooseLocation}
        </a>
        <a href={phone.href} data-call="header" className="btn-call hidden px-4 md:inline-flex">
          <Phone aria-hidden="true" className="size-5" />
          <span className="whitespace-nowrap">{phone.text}</span>
        </a>
        <a
          href={phone.href}
          data-call="header"
          className="inline-flex size-11 items-center justify-center rounded-full bg-amber-cta text-stone-950 hover:bg-amber-cta-hover md:hidden"
          aria-label={fill(t.header.callAria, { phone: phone.text })}
        >
          <Phone aria-hidden="true" className="size-5" />
        </a>
        {mobileMenu}
        <a
          href={find}
          className="until-hydrated inline-flex size-11 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t.menu.servicesAndAreas}</span>
        </a>
      </div>
      <div className="border-t border-stone-100 px-4 py-2 sm:hidden">
        {locationRow}
        <a href={find} className={`until-hydrated flex w-full justify-center ${locationLook}`}>
          {chooseLocation}
        </a>
      </div>
    </header>
  );
}
