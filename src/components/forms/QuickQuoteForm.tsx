import { useRef, type ReactNode, type SubmitEvent } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { leadLimits } from '../../lib/lead-rules.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';
import { fill } from '../../lib/text.ts';
import { showToast } from '../../lib/toast-store.ts';
import { island } from '../ui/island.tsx';
import { Field, inputClass, useLeadSubmit } from './fields.tsx';

interface Props {
  /** The form's words in the page's language. */
  t: Dictionary['quoteForm'];
  service: { slug: string; name: string };
  city: { slug: string; name: string; provinceCode: string };
  /** The number this page shows, offered when the request cannot be sent. */
  phone: string;
  /** The fields the page renders inside the form (LeadFormFields): sent with it, no JavaScript of their own. */
  children?: ReactNode;
}

/**
 * The sidebar's quick quote: name and phone for this service in this city.
 * Without JavaScript it is an ordinary form post, answered by a redirect back here with a
 * confirmation.
 */
function QuickQuoteFormView({ t, service, city, phone: callUs, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const { sending, submit, hydrated } = useLeadSubmit();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const phone = String(data.get('phone') ?? '').trim();
    if (!name || !phone) {
      showToast({ ...t.missing, tone: 'error' });
      return;
    }
    const result = await submit(data);
    if (!result) return;
    if (!result.ok) {
      const description =
        result.kind === 'invalid' ? Object.values(result.errors).join(' ') : fill(t.failed, { phone: callUs });
      showToast({ title: t.notSent, description, tone: 'error' });
      return;
    }
    writeStored(window.localStorage, storageKeys.quote, {
      name,
      phone,
      service: service.slug,
      city: `${city.provinceCode}/${city.slug}`,
      date: new Date().toISOString(),
    });
    const exposed = data.get('exposure') === 'yes';
    form.current?.reset();
    showToast({ ...t.sent, tone: 'success' });
    // After a bite, a scratch or a bat in the room, the public-health advice stays in view (CSS
    // :target; lead-rules' EXPOSURE_ADVICE_ID, written out: anything of src/lib that an island
    // imports ships in the chunk every page loads).
    if (exposed) location.hash = 'exposure-advice';
  };

  return (
    <form
      ref={form}
      method="post"
      action="/api/leads"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="relative space-y-3"
      aria-label={fill(t.label, { service: service.name.toLowerCase(), city: city.name })}
    >
      <Field label={t.name}>
        <input
          name="name"
          required
          maxLength={leadLimits.name}
          autoComplete="name"
          className={`${inputClass} min-h-11`}
        />
      </Field>
      <Field label={t.phone}>
        <input
          name="phone"
          type="tel"
          required
          maxLength={leadLimits.phone}
          autoComplete="tel"
          className={`${inputClass} min-h-11`}
        />
      </Field>
      {children}
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

export const QuickQuoteForm = island('QuickQuoteForm', QuickQuoteFormView);
