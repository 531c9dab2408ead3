import type { ReactNode } from 'react';
import { paths, serviceUrl } from '../../lib/urls.ts';
import { site, type PhoneNumber } from '../../site.config.ts';
import type { NavService } from './nav-types.ts';
import { Logo } from './Logo.tsx';

interface Props {
  phone: PhoneNumber;
  /** The first four services (spec §9). */
  services: NavService[];
  /** The Recently Viewed island, filled in by the layout. */
  recentlyViewed?: ReactNode;
}

const companyLinks = [
  { href: paths.about, label: 'About' },
  { href: paths.contact, label: 'Contact' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.privacy, label: 'Privacy' },
  { href: paths.terms, label: 'Terms' },
  { href: paths.accessibility, label: 'Accessibility' },
];

export function Footer({ phone, services, recentlyViewed }: Props) {
  const linkClass = 'text-white/90 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="mt-auto bg-forest-950 pb-28 text-white sm:pb-12">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <Logo className="size-8" />
            {site.name}
          </p>
          <p className="mt-3 text-sm text-white/80">{site.blurb}</p>
          <p className="mt-4 text-sm">
            24/7:{' '}
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
          <h2 className="text-base font-bold text-white">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {services.map((s) => (
              <li key={s.slug}>
                <a className={linkClass} href={serviceUrl(s.slug)}>
                  {s.name}
                </a>
              </li>
            ))}
            <li>
              <a className={linkClass} href={paths.services}>
                All services
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-base font-bold text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {companyLinks.map((l) => (
              <li key={l.href}>
                <a className={linkClass} href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              <button type="button" data-open-consent="" className={`${linkClass} cursor-pointer text-left`}>
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-base font-bold text-white">Recently Viewed</h2>
          <div className="mt-3">{recentlyViewed}</div>
        </div>
      </div>
      <div className="container-page border-t border-white/15 pt-6 text-xs text-white/70">
        © {new Date().getFullYear()} {site.name}. Licensed and insured. Head office: {site.headOffice.locality},{' '}
        {site.headOffice.regionName}.
      </div>
    </footer>
  );
}
