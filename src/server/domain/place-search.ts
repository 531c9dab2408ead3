/**
 * Where a place or postal code is, as far as our cities go: read at start-up from the build's
 * /places.json (the same file the picker's search box loads; src/lib/places.ts). The /find/
 * search answers with it, and leads are placed by their postal code.
 */
import { readFileSync } from 'node:fs';
import type { PostalCode } from '../../lib/postal-code.ts';
import { placeOfPostalCode, placeSearch, type PlaceMatch, type PlacesFile } from '../../lib/places.ts';

export interface Places {
  /** The nearest of our cities to a postal code or FSA, or undefined. */
  nearestToPostalCode(postal: PostalCode): { city: string; km: number } | undefined;
  /** A city of ours, a town, a postal code or an FSA, as a visitor types it; undefined when nothing matches. */
  search(q: string): PlaceMatch | undefined;
  /** The file itself, for naming our cities (teamName). */
  file: PlacesFile;
}

export function placesFrom(file: PlacesFile): Places {
  const search = placeSearch(file);
  return {
    nearestToPostalCode(postal) {
      const match = placeOfPostalCode(file, postal);
      return match && { city: match.city, km: match.km };
    },
    search,
    file,
  };
}

/** Reads the build's places file (dist/client/places.json). */
export function loadPlaces(file: string): Places {
  return placesFrom(JSON.parse(readFileSync(file, 'utf8')) as PlacesFile);
}
