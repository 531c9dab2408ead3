import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';

/**
 * What the pages of a province that wants a permit for contracts made at the home (Québec) say
 * of them (src/lib/claims.ts homeContractNote): server-rendered, no JavaScript.
 */
export function HomeContractsCard({ lang, note }: { lang: Lang; note: string }) {
  return (
    <section className="card p-6" aria-labelledby="home-contracts-heading">
      <h2 id="home-contracts-heading" className="text-lg font-bold">
        {strings(lang).claims.homeContractsHeading}
      </h2>
      <p className="mt-3 text-sm text-stone-700">{note}</p>
    </section>
  );
}
