import { getCatalogue } from '../views/content.ts';
import { catalogueFile } from '../lib/catalogue.ts';

/**
 * /catalogue.json: every province, area, city and service with its names in both languages.
 * The location picker loads it when it first opens (one file instead of the list in every page,
 * whose HTML would otherwise grow with the number of cities); the server reads it to name leads.
 */
export async function GET() {
  return Response.json(catalogueFile(await getCatalogue('en'), await getCatalogue('fr')));
}
