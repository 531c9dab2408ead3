import type { ReactNode } from 'react';
import type { Service } from '../../lib/catalogue.ts';
import { RichText } from '../ui/RichText.tsx';

export interface SectionHeadings {
  whatItIs: string;
  signsAndRisks: string;
  humaneProcess: string;
  whenToCall: string;
}

interface Props {
  service: Service;
  headings: SectionHeadings;
  /** What It Is told for one place, in place of the Canada-wide text (a city x service page). */
  whatItIs?: ReactNode;
  /** The service's extra section (bat maternity season...); the Canada-wide page carries it. */
  withExtra?: boolean;
}

/** The long content of a service, under the headings the page calls for. */
export function ServiceSections({ service, headings, whatItIs, withExtra = true }: Props) {
  const sections = [
    { id: 'what-it-is', title: headings.whatItIs, body: whatItIs ?? service.whatItIs },
    { id: 'signs-and-risks', title: headings.signsAndRisks, body: service.signsAndRisks },
    { id: 'process', title: headings.humaneProcess, body: service.humaneProcess },
    { id: 'when-to-call', title: headings.whenToCall, body: service.whenToCall },
    ...(withExtra && service.extra ? [{ id: 'more', title: service.extra.title, body: service.extra.body }] : []),
  ];
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold sm:text-3xl">
            {section.title}
          </h2>
          {typeof section.body === 'string' ? (
            <RichText source={section.body} className="mt-4 text-lg text-stone-700" />
          ) : (
            <div className="mt-4 space-y-4 text-lg text-stone-700">{section.body}</div>
          )}
        </section>
      ))}
    </div>
  );
}
