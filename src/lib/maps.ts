import { site } from '../site.config.ts';
import type { City } from './catalogue.ts';

/** The city's maps link: the one in its data, or a search for its address or the business in the city. */
export function mapsUrlFor(city: City): string {
  // The maps listing is under the business's English name, whichever language the page is in.
  const name = site.names.en;
  if (city.nap.mapsUrl) return city.nap.mapsUrl;
  const { address } = city.nap;
  const region = city.provinceCode.toUpperCase();
  const query = address
    ? `${name}, ${address.street}, ${city.name}, ${region} ${address.postalCode}`
    : `${name}, ${city.name}, ${region}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
