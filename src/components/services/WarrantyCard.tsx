import { ShieldCheck } from 'lucide-react';
import { strings } from '../../i18n/dictionary.ts';
import { warrantyScope } from '../../lib/claims.ts';
import type { Lang } from '../../lib/i18n.ts';
import { warrantyUrl } from '../../lib/urls.ts';
import { promises } from '../../site.config.ts';

/**
 * The written warranty on a service's page: the promise, what it covers on this service's work
 * (from site.config.ts, never from the service's content file) and the link to its terms. `service`
 * is left out where the animal does not live: there is no work of it to cover.
 */
export function WarrantyCard({ lang, service }: { lang: Lang; service?: string }) {
  const t = strings(lang);
  return (
    <section className="card p-6" aria-labelledby="warranty-heading">
      <h2 id="warranty-heading" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck aria-hidden="true" className="size-5 text-forest-600" /> {t.cityService.warranty}
      </h2>
      <p className="mt-3 text-sm text-stone-700">{promises[lang].warranty}</p>
      {service && <p className="mt-2 text-sm text-stone-700">{warrantyScope(service, lang)}</p>}
      <a className="link mt-2 inline-block text-sm" href={warrantyUrl(lang)}>
        {t.claims.warrantyLink}
      </a>
    </section>
  );
}
