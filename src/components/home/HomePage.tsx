import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import type { HomePageData } from '../../lib/content-schemas.ts';
import type { Lang } from '../../lib/i18n.ts';
import { fill } from '../../lib/text.ts';
import { insuredClaim, yearsInBusiness } from '../../lib/claims.ts';
import { paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { PickerButton } from '../location/PickerButton.tsx';
import { AudienceCards } from '../services/AudienceCards.tsx';
import { ServiceGrid, type ServiceCardData } from '../services/ServiceCard.tsx';
import { Artwork } from '../ui/Artwork.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { ContactDetails } from '../ui/ContactDetails.tsx';
import { Faq } from '../ui/Faq.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

export interface LocationCard {
  href: string;
  name: string;
  text: string;
  art: ArtworkData;
}

interface Props {
  lang: Lang;
  page: HomePageData;
  phone: PhoneNumber;
  /** Where our teams go: "in Greater Toronto" (src/lib/claims.ts reachIn). */
  reach: string;
  heroArt: ArtworkData;
  services: ServiceCardData[];
  locations: LocationCard[];
}

const trustIcons = [ShieldCheck, BadgeCheck, Star];

export function HomePage({ lang, page, phone, reach, heroArt, services, locations }: Props) {
  const t = strings(lang);
  // A claim without its data (no insurer entered, no licence held) is left out, not left blank.
  const trust = t.home.trust
    .map((text, i) => ({
      icon: trustIcons[i] ?? ShieldCheck,
      text: fill(text, { years: yearsInBusiness(), insured: insuredClaim(lang) }),
    }))
    .filter(({ text }) => text !== '');
  return (
    <>
      <section className="bg-forest-900 text-white" aria-labelledby="hero-heading">
        <div className="container-page grid items-center gap-8 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold text-amber-cta">{fill(t.home.eyebrow, { reach })}</p>
            <h1 id="hero-heading" className="mt-3 text-4xl font-extrabold text-white sm:text-5xl">
              {page.heroHeading}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-white/90">{page.heroText}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <PickerButton lang={lang} source="Hero" className="btn bg-white text-forest-900 hover:bg-forest-50">
                {t.chooseCity}
              </PickerButton>
              <CallButton phone={phone} place="hero" label={t.call} />
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
              {trust.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-5 text-amber-cta" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <Artwork
            art={heroArt}
            alt=""
            priority="low"
            className="w-full rounded-3xl"
            sizes="(min-width: 768px) 50vw, 100vw"
          />
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="services-heading">
        <SectionHeading id="services-heading" eyebrow={t.home.servicesEyebrow} title={t.home.servicesTitle}>
          {t.home.servicesText}
        </SectionHeading>
        <AudienceCards
          lang={lang}
          residential={{ heading: t.home.residential, text: t.home.residentialText }}
          commercial={{ heading: t.home.commercial, text: t.home.commercialText }}
          className="mt-8"
        />
        <ServiceGrid lang={lang} services={services} columns="sm:grid-cols-2 lg:grid-cols-4" className="mt-8" />
      </section>

      <section className="bg-paper py-16" aria-labelledby="locations-heading">
        <div className="container-page">
          <SectionHeading id="locations-heading" eyebrow={t.home.locationsEyebrow} title={t.home.locationsTitle}>
            {t.home.locationsText}
          </SectionHeading>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {locations.map((l) => (
              <li key={l.href} className="card relative overflow-hidden">
                <Artwork
                  art={l.art}
                  alt=""
                  className="aspect-[12/5] w-full object-cover"
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
                <div className="p-5">
                  <h3 className="text-xl font-bold">
                    <a href={l.href} className="after:absolute after:inset-0 after:content-['']">
                      {l.name}
                    </a>
                  </h3>
                  <p className="mt-2 text-stone-700">{l.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <PickerButton lang={lang} source="Find Your Location" className="btn-outline">
              {t.home.anotherCity}
            </PickerButton>
          </div>
        </div>
      </section>

      <section className="container-page py-16" aria-labelledby="process-heading">
        <SectionHeading id="process-heading" eyebrow={t.home.processEyebrow} title={t.home.processTitle} />
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {page.steps.map((step, i) => (
            <li key={step.title} className="card p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-forest-100 text-lg font-extrabold text-forest-800"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="container-page pb-16">
        <Faq heading={t.home.faq} items={page.faq} id="home-faq" />
      </div>

      <section className="bg-forest-50 py-16" aria-labelledby="contact-heading" id="contact">
        <div className="container-page grid gap-10 md:grid-cols-2">
          <SectionHeading id="contact-heading" eyebrow={t.home.contactEyebrow} title={t.home.contactTitle}>
            {t.home.contactText}
          </SectionHeading>
          <div className="card p-6">
            <ContactDetails lang={lang} phone={phone} reach={reach} place="home_contact" />
            <a href={paths[lang].contact} className="btn-primary mt-6">
              {t.home.sendMessage}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
