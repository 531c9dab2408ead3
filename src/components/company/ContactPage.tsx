import type { ReactNode } from 'react';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';
import { ContactDetails } from '../ui/ContactDetails.tsx';

interface Props {
  phone: PhoneNumber;
  /** The contact form (the leads issue adds it). */
  form?: ReactNode;
}

/** /contact/: the contact details of spec §2 beside the message form. */
export function ContactPage({ phone, form }: Props) {
  return (
    <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_24rem]">
      <div>
        <p className="eyebrow">Contact</p>
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">Contact Northpaw</h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700">
          For an animal inside your home or business right now, call: the line is answered 24 hours a day, 7 days a
          week, and same-day help is offered when a technician is available. For anything else, send us a message and we
          will reply.
        </p>
        {form && <div className="mt-8">{form}</div>}
      </div>
      <aside className="card h-fit p-6" aria-labelledby="contact-details-heading">
        <h2 id="contact-details-heading" className="text-lg font-bold">
          Reach us
        </h2>
        <div className="mt-4">
          <ContactDetails phone={phone} place="contact_page" />
        </div>
        <CallButton phone={phone} place="contact_page" label="Call" className="mt-6 w-full" />
      </aside>
    </div>
  );
}
