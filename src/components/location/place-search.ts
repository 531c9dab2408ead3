/**
 * The picker's search box: loaded on the visitor's first keystroke, with /places.json, so no
 * page carries this code or the data until someone searches. Every page's JavaScript is near
 * its budget, and the picker's own code is in the chunk every page loads.
 */
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import { placeSearch, placesUrl, SERVED_WITHIN_KM, teamName, type PlacesFile } from '../../lib/places.ts';
import { fill } from '../../lib/text.ts';
import { cityServiceUrl, cityUrl } from '../../lib/urls.ts';

/** A sentence, and where it names one of our cities, that city as a link. */
export interface Answer {
  before: string;
  /** `city`: the team's city ("on/oakville"), remembered as the visitor's location when followed. */
  link?: { text: string; href: string; city: string };
  after?: string;
}

let loading: Promise<{ file: PlacesFile; search: ReturnType<typeof placeSearch> }> | undefined;

function load() {
  if (!loading) {
    loading = fetch(placesUrl).then(async (response) => {
      if (!response.ok) throw new Error(`${placesUrl} answered ${response.status}`);
      const file = (await response.json()) as PlacesFile;
      return { file, search: placeSearch(file) };
    });
    // A failed load is tried again on the next keystroke.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/**
 * What the picker says of what the visitor typed: one of our cities, how far a town is from
 * the nearest, or that nothing matched. `service`: the page to open is that service's in the city.
 */
export async function answer(
  query: string,
  lang: Lang,
  t: Dictionary['picker'],
  service?: string,
): Promise<Answer | undefined> {
  if (!query.trim()) return undefined;
  let places: Awaited<ReturnType<typeof load>>;
  try {
    places = await load();
  } catch (error) {
    console.error(error);
    return { before: t.loadFailed.description };
  }
  const match = places.search(query);
  if (!match) return { before: fill(t.noMatch, { query: query.trim() }) };
  const [province = '', slug = ''] = match.city.split('/');
  const template = match.km === 0 ? t.ownCity : match.km <= SERVED_WITHIN_KM ? t.served : t.notServed;
  // The page's own locale (en-CA, fr-CA) writes the thousands.
  const km = match.km.toLocaleString(document.documentElement.lang);
  const [before = '', after] = fill(template, { place: match.name, km }).split('{city}');
  return {
    before,
    link: {
      city: match.city,
      text: teamName(places.file, match.city, lang),
      href: service ? cityServiceUrl(lang, province, slug, service) : cityUrl(lang, province, slug),
    },
    after,
  };
}
