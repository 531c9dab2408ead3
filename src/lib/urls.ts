/** Every route of spec §2 built in one place, always with the trailing slash the site uses. */
import { site } from '../site.config.ts';

export const paths = {
  home: '/',
  about: '/about/',
  contact: '/contact/',
  privacy: '/privacy/',
  terms: '/terms/',
  accessibility: '/accessibility/',
  thankYou: '/thank-you/',
  blog: '/blog/',
  services: '/services/',
  residential: '/services/residential/',
  commercial: '/services/commercial/',
} as const;

/** Every province, area and city, which the location picker loads (src/pages/locations.json.ts). */
export const locationsFile = '/locations.json';

export const serviceUrl = (serviceSlug: string) => `/services/${serviceSlug}/`;
export const areaUrl = (provinceCode: string, areaSlug: string) => `/${provinceCode}/${areaSlug}/`;
export const cityUrl = (provinceCode: string, citySlug: string) => `/${provinceCode}/${citySlug}/`;
export const cityServiceUrl = (provinceCode: string, citySlug: string, serviceSlug: string) =>
  `/${provinceCode}/${citySlug}/${serviceSlug}/`;
export const postUrl = (postSlug: string) => `/blog/${postSlug}/`;

/** The canonical, absolute form of a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}
