/**
 * Which address a lead goes to (LEADS_EMAIL_ROUTES): local teams by area, where an area is a
 * province ("qc") or a city ("on/brampton"); the most specific area that holds the lead's city
 * wins, else the general address (LEADS_EMAIL_TO).
 */
export interface TeamRoute {
  /** "qc" or "on/brampton". */
  area: string;
  address: string;
}

const AREA = /^[a-z]{2}(\/[a-z0-9]+(-[a-z0-9]+)*)?$/;
const ADDRESS = /^[^\s@,=]+@[^\s@,=]+\.[^\s@,=]+$/;

/** "qc=a@x.example, on/brampton=b@x.example" as routes; throws naming the first pair that is not one. */
export function parseTeamRoutes(text: string): TeamRoute[] {
  const routes = text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [area = '', address = '', ...rest] = pair.split('=').map((part) => part.trim());
      if (rest.length || !AREA.test(area) || !ADDRESS.test(address))
        throw new Error(`"${pair}" is not area=address, like qc=montreal@northpaw.example or on/brampton=brampton@...`);
      return { area, address };
    });
  const areas = routes.map((r) => r.area);
  const twice = areas.find((area, i) => areas.indexOf(area) !== i);
  if (twice) throw new Error(`the area ${twice} is given twice`);
  return routes;
}

/** The areas of the routes that the catalogue does not have (a typo would send leads to the wrong team). */
export function unknownAreas(routes: TeamRoute[], known: Set<string>): string[] {
  return routes.map((r) => r.area).filter((area) => !known.has(area));
}

/** The team address for a lead from a city ("on/brampton", or "" for a page of no city), else `fallback`. */
export function teamAddress(routes: TeamRoute[], city: string, fallback: string): string {
  const province = city.split('/')[0];
  return (
    routes.find((r) => city !== '' && r.area === city)?.address ??
    routes.find((r) => city !== '' && r.area === province)?.address ??
    fallback
  );
}
