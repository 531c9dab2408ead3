import type { Service } from '../../lib/catalogue.ts';
import { RichText } from '../ui/RichText.tsx';

export interface SectionHeadings {
  whatItIs: string;
  signsAndRisks: string;
  humaneProcess: string;
  whenToCall: string;
}

/** The long content of a service, under the headings the page calls for (spec §2). */
export function ServiceSections({ service, headings }: { service: Service; headings: SectionHeadings }) {
  const sections = [
    { id: 'what-it-is', title: headings.whatItIs, body: service.whatItIs },
    { id: 'signs-and-risks', title: headings.signsAndRisks, body: service.signsAndRisks },
    { id: 'process', title: headings.humaneProcess, body: service.humaneProcess },
    { id: 'when-to-call', title: headings.whenToCall, body: service.whenToCall },
    ...(service.extra ? [{ id: 'more', title: service.extra.title, body: service.extra.body }] : []),
  ];
  return (
    <div className="space-y-12">
      {sections.map(
        (section) =>
          section.body && (
            <section key={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold sm:text-3xl">
                {section.title}
              </h2>
              <RichText source={section.body} className="mt-4 text-lg text-stone-700" />
            </section>
          ),
      )}
    </div>
  );
}
