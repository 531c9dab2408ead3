import { CheckCircle2 } from 'lucide-react';
import { paths } from '../../lib/urls.ts';
import type { PhoneNumber } from '../../site.config.ts';
import { CallButton } from '../ui/CallButton.tsx';

/** /thank-you/: after the contact form (spec §2). */
export function ThankYouPage({ phone }: { phone: PhoneNumber }) {
  return (
    <div className="container-page max-w-2xl py-16 text-center md:py-24">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-forest-600" />
      <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">Thank you, your message was received</h1>
      <p className="mt-4 text-lg text-stone-700">
        It is with our team now, and we will reply by e-mail or phone. If an animal is inside your home right now, don't
        wait for us to write back: call, day or night.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <CallButton phone={phone} place="thank_you" label="Call" />
        <a className="btn-outline" href={paths.home}>
          Back to the homepage
        </a>
      </div>
    </div>
  );
}
