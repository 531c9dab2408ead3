import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { track } from '../../lib/analytics.ts';
import { leadLimits } from '../../lib/lead-rules.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';
import { fill } from '../../lib/text.ts';
import { showToast } from '../../lib/toast-store.ts';
import { island } from '../ui/island.tsx';
import { Field, inputClass, useLeadSubmit } from './fields.tsx';

interface Props {
  /** The form's words in the page's language. */
  t: Dictionary['contactForm'];
  /** The eight menu services, after 'General Inquiry'. */
  services: { slug: string; name: string }[];
  /** Where a sent message takes the visitor: the thank-you page of the page's language. */
  thankYou: string;
  /** The number this page shows, offered when the message cannot be sent. */
  phone: string;
  /** The fields the page renders inside the form (LeadFormFields): sent with it, no JavaScript of their own. */
  children?: ReactNode;
}

/**
 * The contact form. With JavaScript it posts JSON and goes to /thank-you/;
 * without, it is an ordinary form post that the server answers with the same redirect.
 */
function ContactFormView({ t, services, thankYou, phone: callUs, children }: Props) {
  const { sending, submit, hydrated } = useLeadSubmit();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const data = Object.fromEntries(body) as Record<string, string>;
    const name = data.name?.trim() ?? '';
    const email = data.email?.trim() ?? '';
    const message = data.message?.trim() ?? '';
    if (!name || !email || !message) {
      showToast({ ...t.missing, tone: 'error' });
      return;
    }
    // The browser's own e-mail format check.
    const emailInput = form.elements.namedItem('email');
    if (emailInput instanceof HTMLInputElement && !emailInput.checkValidity()) {
      emailInput.reportValidity();
      return;
    }
    const result = await submit(body);
    if (!result) return;
    if (result.ok) {
      const service = data.service ?? 'general-inquiry';
      track('generate_lead', { form: 'contact', service });
      writeStored(window.localStorage, storageKeys.contact, {
        name,
        email,
        phone: data.phone?.trim() ?? '',
        service,
        message,
        date: new Date().toISOString(),
      });
      // After a bite, a scratch or a bat in the room, the thank-you page shows the public-health
      // advice (lead-rules' adviceHash, written out: see QuickQuoteForm).
      window.location.assign(data.exposure === 'yes' ? `${thankYou}#exposure-advice` : thankYou);
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      showToast({ title: t.invalid, description: Object.values(result.errors).join(' '), tone: 'error' });
    } else {
      showToast({
        title: t.notSent,
        description: fill(result.kind === 'rate-limited' ? t.rateLimited : t.failed, { phone: callUs }),
        tone: 'error',
      });
    }
  };

  const errorId = (name: string) => `${id}-${name}-error`;
  const invalid = (name: string) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });
  const required = <span aria-hidden="true">*</span>;

  return (
    <form
      method="post"
      action="/api/leads"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate={hydrated}
      className="relative grid gap-4 sm:grid-cols-2"
      aria-label={t.label}
    >
      <Field
        label={
          <>
            {t.name} {required}
          </>
        }
        error={errors.name}
        errorId={errorId('name')}
      >
        <input
          name="name"
          required
          maxLength={leadLimits.name}
          autoComplete="name"
          className={`${inputClass} min-h-11`}
          {...invalid('name')}
        />
      </Field>
      <Field
        label={
          <>
            {t.email} {required}
          </>
        }
        error={errors.email}
        errorId={errorId('email')}
      >
        <input
          name="email"
          type="email"
          required
          maxLength={leadLimits.email}
          autoComplete="email"
          className={`${inputClass} min-h-11`}
          {...invalid('email')}
        />
      </Field>
      <Field
        label={
          <>
            {t.phone} <span className="font-normal text-stone-600">{t.optional}</span>
          </>
        }
        error={errors.phone}
        errorId={errorId('phone')}
      >
        <input
          name="phone"
          type="tel"
          maxLength={leadLimits.phone}
          autoComplete="tel"
          className={`${inputClass} min-h-11`}
          {...invalid('phone')}
        />
      </Field>
      <Field label={t.service}>
        <select name="service" defaultValue="general-inquiry" className={`${inputClass} min-h-11 bg-white`}>
          <option value="general-inquiry">{t.generalInquiry}</option>
          {services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={
          <>
            {t.message} {required}
          </>
        }
        error={errors.message}
        errorId={errorId('message')}
        className="sm:col-span-2"
      >
        <textarea
          name="message"
          required
          rows={5}
          maxLength={leadLimits.message}
          className={`${inputClass} py-2`}
          {...invalid('message')}
        />
      </Field>
      {children}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}

export const ContactForm = island('ContactForm', ContactFormView);
