import type { FaqItem } from '../../lib/content-schemas.ts';
import { paragraphs } from '../../lib/text.ts';

interface Props {
  heading: string;
  items: FaqItem[];
  id?: string;
}

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly with no script.
 * `data-faq` lets the page audit match the questions shown with the page's FAQPage JSON-LD.
 */
export function Faq({ heading, items, id = 'faq' }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} data-faq>
      <h2 id={`${id}-heading`} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <div className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {items.map((item) => (
          <details key={item.q} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-forest-900">
              <span>{item.q}</span>
              <span
                aria-hidden="true"
                className="mt-0.5 text-xl leading-none text-forest-600 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="prose-body mt-3 text-stone-700">
              {paragraphs(item.a).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
