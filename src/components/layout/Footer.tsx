import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { insuredClaim } from '../../lib/claims.ts';
import { paths, serviceUrl } from '../../lib/urls.ts';
import { site, type PhoneNumber } from '../../site.config.ts';
import type { NavService } from './nav-types.ts';
import { Logo } from './Logo.tsx';

interface Props {
  lang: Lang;
  phone: PhoneNumber;
  /** The first four services. */
  services: NavService[];
  /** A 'Cookie settings' link: only when the site runs analytics that ask for consent. */
  cookieSettings: boolean;
  /** The Recently Viewed island, filled in by the layout. */
  recentlyViewed?: ReactNode;
}

const companyPages = ['about', 'contact', 'blog', 'privacy', 'terms', 'accessibility'] as const;

export function Footer({ lang, phone, services, cookieSettings, recentlyViewed }: Props) {
  const t = strings(lang);
  const linkClass = 'text-white/90 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="mt-auto bg-forest-950 pb-28 text-white sm:pb-12">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <Logo className="size-8 shrink-0" />
            {site.names[lang]}
          </p>
          <p className="mt-3 text-sm text-white/80">{t.brand.blurb}</p>
          <p className="mt-4 text-sm">
            {t.footer.phoneLine}{' '}
            <a
              className="font-semibold text-amber-cta underline-offset-4 hover:underline"
              href={phone.href}
              data-call="footer"
            >
              {phone.text}
            </a>
          </p>
        </div>
        <div>
          <h2 className="text-base font-bold text-white">{t.footer.services}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {services.map((s) => (
              <li key={s.urlSlug}>
                <a className={linkClass} href={serviceUrl(lang, s.urlSlug)}>
                  {s.name}
                </a>
              </li>
            ))}
            <li>
              <a className={linkClass} href={paths[lang].services}>
                {t.footer.allServices}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-base font-bold text-white">{t.footer.company}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {companyPages.map((page) => (
              <li key={page}>
                <a className={linkClass} href={paths[lang][page]}>
                  {t.footer[page]}
                </a>
              </li>
            ))}
            {cookieSettings && (
              <li>
                <button type="button" data-open-consent="" className={`${linkClass} cursor-pointer text-left`}>
                  {t.footer.cookieSettings}
                </button>
              </li>
            )}
          </ul>
        </div>
        <div>
          <h2 className="text-base font-bold text-white">{t.footer.recentlyViewed}</h2>
          <div className="mt-3">{recentlyViewed}</div>
        </div>
      </div>
      <div className="container-page border-t border-white/15 pt-6 text-xs text-white/70">
        © {new Date().getFullYear()} {site.names[lang]}.{' '}
        {[
          insuredClaim(lang),
          fill(t.footer.legal, { city: site.headOffice.locality, province: site.headOffice.regionName }),
        ]
          .filter(Boolean)
          .join('. ')}
      </div>
    </footer>
  );
}
