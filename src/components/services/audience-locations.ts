import { findCity, findGreaterArea, type Catalogue } from '../../lib/catalogue.ts';
import { areaUrl, cityUrl } from '../../lib/urls.ts';

/** The two featured locations of spec §2: Greater Toronto and Brampton. */
export function audienceLocations(catalogue: Catalogue): { href: string; name: string }[] {
  const toronto = findGreaterArea(catalogue, 'on', 'greater-toronto');
  const brampton = findCity(catalogue, 'on', 'brampton');
  if (!toronto || !brampton) throw new Error('src/content/: Greater Toronto and Brampton must exist');
  return [
    { href: areaUrl('on', toronto.slug), name: toronto.name },
    { href: cityUrl('on', brampton.slug), name: brampton.name },
  ];
}
