import { Award, HeartHandshake, ShieldCheck } from 'lucide-react';
import { strings } from '../../i18n/dictionary.ts';
import type { AboutPageData } from '../../lib/content-schemas.ts';
import type { Lang } from '../../lib/i18n.ts';
import { licencesId, paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';

const promiseIcons = [HeartHandshake, ShieldCheck, Award];

/** /about/: the story, the three promises and a call to action. */
interface Props {
  lang: Lang;
  page: AboutPageData;
  phone: PhoneNumber;
  /** Every licence we hold, one line each (site.config.ts). */
  licences: string[];
  /** Who insures us and for what, or "" until site.config.ts says. */
  insurance: string;
}

export function AboutPage({ lang, page, phone, licences, insurance }: Props) {
  const t = strings(lang);
  return (
    <>
      <div className="container-page max-w-3xl py-12 md:py-16">
        <p className="eyebrow">{t.about.eyebrow}</p>
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{page.heading}</h1>
        <div className="prose-body mt-6 text-lg text-stone-700">
          {page.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <section className="bg-paper py-14" aria-labelledby="promises-heading">
        <div className="container-page">
          <h2 id="promises-heading" className="text-2xl font-bold sm:text-3xl">
            {t.about.promises}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {page.promises.map((promise, i) => {
              const Icon = promiseIcons[i] ?? ShieldCheck;
              return (
                <li key={promise.title} className="card p-6">
                  <Icon aria-hidden="true" className="size-8 text-forest-600" />
                  <h3 className="mt-3 text-lg font-bold">{promise.title}</h3>
                  <p className="mt-2 text-stone-700">{promise.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="container-page max-w-3xl pt-14" aria-labelledby={licencesId[lang]}>
        <h2 id={licencesId[lang]} className="text-2xl font-bold sm:text-3xl">
          {t.about.licences}
        </h2>
        {insurance && <p className="mt-4 text-stone-700">{insurance}</p>}
        <p className="mt-4 text-stone-700">{t.about.licencesText}</p>
        {licences.length ? (
          <ul className="mt-4 list-disc space-y-2 pl-5 text-stone-700">
            {licences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-stone-700">{t.about.noLicences}</p>
        )}
      </section>
      <section className="container-page py-14" aria-labelledby="about-cta-heading">
        <div className="card flex flex-col items-start gap-4 bg-forest-50 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-cta-heading" className="text-2xl font-bold">
              {page.ctaHeading}
            </h2>
            <p className="mt-2 max-w-xl text-stone-700">{page.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CallButton phone={phone} place="closing" label={t.call} />
            <a href={paths[lang].contact} className="btn-outline">
              {t.about.contactUs}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
