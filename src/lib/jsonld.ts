/**
 * schema.org structured data, one builder per type from typed data (STYLE: never a shared
 * template with optional fields that could print "undefined").
 */
import { strings } from '../i18n/dictionary.ts';
import { site, type Rating } from '../site.config.ts';
import type { City, Service } from './catalogue.ts';
import type { FaqItem, OpeningHours } from './content-schemas.ts';
import { languages, type Lang } from './i18n.ts';
import { lineFor, mainLine } from './phone.ts';
import { capitalized, fill } from './text.ts';
import { absoluteUrl, cityUrl, paths } from './urls.ts';
import { DAY_NAMES } from './hours.ts';

export type JsonLd = Record<string, unknown> & { '@type': string };

const ORG_ID = `${site.url}/#organization`;

/** The business, named in the page's language. */
export function organization(lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORG_ID,
    name: site.names[lang],
    url: `${site.url}/`,
    email: site.emails.general,
    telephone: mainLine().text,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.headOffice.locality,
      addressRegion: site.headOffice.region,
      addressCountry: site.headOffice.country,
    },
    areaServed: { '@type': 'Country', name: 'Canada' },
  };
}

export function website(lang: Lang): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.names[lang],
    url: absoluteUrl(paths[lang].home),
    inLanguage: languages[lang].locale,
    publisher: { '@id': ORG_ID },
  };
}

function openingHoursSpecification(hours: OpeningHours) {
  return hours.map((row) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: row.days.map((d) => `https://schema.org/${DAY_NAMES[d]}`),
    opens: row.opens,
    closes: row.closes,
  }));
}

/**
 * The business in one city, on the city's page in one language. A city without a street address
 * is a service-area listing; with a published rating, its aggregateRating (never without one).
 */
export function localBusiness(lang: Lang, city: City, mapsUrl: string, rating?: Rating): JsonLd {
  const path = cityUrl(lang, city.provinceCode, city.slug);
  const { address } = city.nap;
  const base: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(path)}#business`,
    name: `${site.names[lang]} – ${city.name}`,
    url: absoluteUrl(path),
    telephone: lineFor(path).text,
    email: site.emails.general,
    parentOrganization: { '@id': ORG_ID },
    areaServed: [city.name, ...city.nap.areasServed].map((name) => ({ '@type': 'Place', name: capitalized(name) })),
    ...(city.nap.hours && { openingHoursSpecification: openingHoursSpecification(city.nap.hours) }),
    hasMap: mapsUrl,
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        bestRating: 5,
        reviewCount: rating.count,
        url: rating.url,
      },
    }),
  };
  if (!address) return base;
  return {
    ...base,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: city.name,
      addressRegion: city.provinceCode.toUpperCase(),
      postalCode: address.postalCode,
      addressCountry: 'CA',
    },
  };
}

export function faqPage(items: FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

export interface Crumb {
  name: string;
  /** Left out for a level that has no page of its own (a province). */
  path?: string;
}

/** Only the crumbs that are pages: search engines want a URL for every item. */
export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  const linked = crumbs.filter((c): c is Required<Crumb> => c.path !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

/**
 * A service as schema.org describes one: offered by the business, across Canada or, on a
 * city page, in that city (with the city's listing as the provider).
 */
export function serviceJsonLd(lang: Lang, service: Service, path: string, city?: City): JsonLd {
  const t = strings(lang).jsonLd;
  const cityPage = city && absoluteUrl(cityUrl(lang, city.provinceCode, city.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: city ? fill(t.serviceIn, { service: service.name, city: city.name }) : service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(path),
    provider: cityPage
      ? {
          '@type': 'LocalBusiness',
          '@id': `${cityPage}#business`,
          name: `${site.names[lang]} – ${city.name}`,
          url: cityPage,
          telephone: lineFor(path).text,
        }
      : {
          '@type': 'Organization',
          '@id': ORG_ID,
          name: site.names[lang],
          url: `${site.url}/`,
          telephone: mainLine().text,
        },
    areaServed: city
      ? {
          '@type': 'City',
          name: city.name,
          containedInPlace: { '@type': 'AdministrativeArea', name: city.provinceName },
        }
      : { '@type': 'Country', name: 'Canada' },
    audience: service.audiences.map((a) => ({
      '@type': 'Audience',
      audienceType: a === 'residential' ? t.homeowners : t.businesses,
    })),
  };
}

export function blogPosting(
  lang: Lang,
  post: {
    title: string;
    excerpt: string;
    date: Date;
    author: string;
    path: string;
    image: string;
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date.toISOString().slice(0, 10),
    author: { '@type': 'Organization', name: post.author, url: `${site.url}/` },
    publisher: { '@type': 'Organization', '@id': ORG_ID, name: site.names[lang] },
    mainEntityOfPage: absoluteUrl(post.path),
    url: absoluteUrl(post.path),
    image: absoluteUrl(post.image),
    inLanguage: languages[lang].locale,
  };
}
