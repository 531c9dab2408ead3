import { ArrowRight } from 'lucide-react';
import type { Artwork as ArtworkData } from '../../views/artwork.ts';
import { strings } from '../../i18n/dictionary.ts';
import type { GreaterArea } from '../../lib/catalogue.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { Crumb } from '../../lib/jsonld.ts';
import { fill } from '../../lib/text.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { Hero } from '../ui/Hero.tsx';
import { PickerButton } from './PickerButton.tsx';

interface Props {
  lang: Lang;
  area: GreaterArea;
  /** No team of ours reaches any of its cities: advice by phone, no visit promised. */
  outside: boolean;
  crumbs: Crumb[];
  art: ArtworkData;
  phone: PhoneNumber;
  /** The area's cities, each with its page and how it is served. */
  cities: { href: string; name: string; hint: string }[];
  /** The first four services. */
  services: { href: string; name: string }[];
}

/** /{province}/{greaterArea}/: the area's cities and the services offered there. */
export function RegionPage({ lang, area, outside, crumbs, art, phone, cities, services }: Props) {
  const t = strings(lang);
  const words = outside ? { ...t.area, ...t.area.outside } : t.area;
  const values = { in: area.inPhrase };
  return (
    <>
      <Hero
        lang={lang}
        crumbs={crumbs}
        eyebrow={area.provinceName}
        title={fill(words.heading, values)}
        lead={area.blurb}
        art={{ data: art, layout: 'behind' }}
      >
        <CallButton phone={phone} place="hero" label={t.call} />
        <PickerButton lang={lang} source="Region Hero" className="btn-ghost-light">
          {t.chooseCity}
        </PickerButton>
      </Hero>

      <section className="container-page py-14" aria-labelledby="cities-heading">
        <SectionHeading id="cities-heading" eyebrow={t.area.citiesEyebrow} title={fill(words.citiesTitle, values)}>
          {words.citiesText}
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.href}>
              <a
                href={city.href}
                className="card flex h-full items-center justify-between gap-3 p-5 font-bold text-forest-900 hover:shadow-md"
              >
                <span>
                  {city.name}
                  <span className="block text-sm font-normal text-stone-600">{city.hint}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-forest-600" />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-paper py-14" aria-labelledby="region-services-heading">
        <div className="container-page">
          <SectionHeading
            id="region-services-heading"
            eyebrow={t.area.servicesEyebrow}
            title={fill(t.area.servicesTitle, values)}
          />
          <ul className="mt-6 flex flex-wrap gap-3">
            {services.map((s) => (
              <li key={s.href}>
                <a href={s.href} className="btn-outline bg-white">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
