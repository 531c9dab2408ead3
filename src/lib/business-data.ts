/**
 * The business's data files (src/data/*.json) against their schemas: the build (astro.config.ts)
 * and the server (serve.ts) call this before anything else, so a file the editor or a hand got
 * wrong stops them with the file and the field named. site.config.ts only types the files: the
 * pages' scripts read it, and zod stays out of them.
 */
import { z } from 'zod';
import business from '../data/business.json' with { type: 'json' };
import licences from '../data/licences.json' with { type: 'json' };
import promises from '../data/promises.json' with { type: 'json' };
import teams from '../data/teams.json' with { type: 'json' };
import warranty from '../data/warranty.json' with { type: 'json' };
import { dataFiles } from './business-schemas.ts';

const files: Record<keyof typeof dataFiles, unknown> = { business, licences, promises, teams, warranty };

/** The problems of each data file, as "src/data/teams.json: ..." lines; none when all is well. */
export function businessDataProblems(data: Record<keyof typeof dataFiles, unknown> = files): string[] {
  return Object.entries(dataFiles).flatMap(([name, schema]) => {
    const parsed = schema.safeParse(data[name as keyof typeof dataFiles]);
    return parsed.success ? [] : [`src/data/${name}.json:\n${z.prettifyError(parsed.error)}`];
  });
}

/** Throws, naming every file and field, unless every data file is what its schema accepts. */
export function checkBusinessData(): void {
  const problems = businessDataProblems();
  if (problems.length) throw new Error(problems.join('\n'));
}
