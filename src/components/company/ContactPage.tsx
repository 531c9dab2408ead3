import type { ReactNode } from 'react';
import { strings } from '../../i18n/dictionary.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { ContactDetails } from '../ui/ContactDetails.tsx';

interface Props {
  lang: Lang;
  phone: PhoneNumber;
  /** Where our teams go: "in Greater Toronto" (src/lib/claims.ts reachIn). */
  reach: string;
  /** The contact form (the leads issue adds it). */
  form?: ReactNode;
}

/** /contact/: the contact details beside the message form. */
export function ContactPage({ lang, phone, reach, form }: Props) {
  const t = strings(lang);
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_24rem]">
      <div>
        <p className="eyebrow">{t.contact.eyebrow}</p>
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{t.contact.heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700">{t.contact.intro}</p>
        {form && <div className="mt-8">{form}</div>}
      </div>
      <aside className="card h-fit p-6" aria-labelledby="contact-details-heading">
        <h2 id="contact-details-heading" className="text-lg font-bold">
          {t.contact.reachUs}
        </h2>
        <div className="mt-4">
          <ContactDetails lang={lang} phone={phone} reach={reach} place="contact_page" />
        </div>
        <CallButton phone={phone} place="contact_page" label={t.call} className="mt-6 w-full" />
      </aside>
    </div>
  );
}
