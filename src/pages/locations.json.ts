import { getCatalogue } from '../views/content.ts';
import { pickerProvinces } from '../lib/catalogue.ts';

/**
 * /locations.json: every province, area and city with its names in both languages, which the
 * location picker loads when it first opens. One file instead of the list in every page, whose
 * HTML would otherwise grow with the number of cities; both names, so the chosen city shows on
 * the pages of either language.
 */
export async function GET() {
  return Response.json(pickerProvinces(await getCatalogue('en'), await getCatalogue('fr')));
}
