import { useId, useState, type FormEvent } from 'react';
import { track } from '../../lib/analytics.ts';
import { leadLimits, leadMessages } from '../../lib/lead-rules.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast-store.ts';
import { paths } from '../../lib/urls.ts';
import { island } from '../ui/island.tsx';
import { Field, inputClass, PrivacyNotice, useLeadSubmit } from './fields.tsx';
import { HiddenLeadFields } from './HiddenLeadFields.tsx';

interface Props {
  /** The eight menu services, after 'General Inquiry' (spec §5). */
  services: { slug: string; name: string }[];
  page: string;
  /** The number this page shows, offered when the message cannot be sent. */
  phone: string;
}

/**
 * The contact form (spec §2, §5). With JavaScript it posts JSON and goes to /thank-you/;
 * without, it is an ordinary form post that the server answers with the same redirect.
 */
function ContactFormView({ services, page, phone: callUs }: Props) {
  const { sending, submit, startedAt } = useLeadSubmit();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const name = data.name?.trim() ?? '';
    const email = data.email?.trim() ?? '';
    const message = data.message?.trim() ?? '';
    if (!name || !email || !message) {
      showToast({ ...leadMessages.contactMissing, tone: 'error' });
      return;
    }
    // The browser's own e-mail format check (spec §5).
    const emailInput = form.elements.namedItem('email');
    if (emailInput instanceof HTMLInputElement && !emailInput.checkValidity()) {
      emailInput.reportValidity();
      return;
    }
    const lead = {
      kind: 'contact' as const,
      name,
      email,
      phone: data.phone?.trim() ?? '',
      service: data.service ?? 'general-inquiry',
      message,
      page,
      website: data.website ?? '',
    };
    const result = await submit(lead);
    if (!result) return;
    if (result.ok) {
      track('generate_lead', { form: 'contact', service: lead.service });
      writeStored(window.localStorage, storageKeys.contact, {
        name,
        email,
        phone: lead.phone,
        service: lead.service,
        message,
        date: new Date().toISOString(),
      });
      window.location.assign(paths.thankYou);
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      showToast({ title: 'Please check the form', description: Object.values(result.errors).join(' '), tone: 'error' });
    } else {
      showToast({
        title: 'Message not sent',
        description:
          result.kind === 'rate-limited'
            ? `You have sent several messages already. Please call us at ${callUs}.`
            : `We could not send your message. Please try again or call us at ${callUs}.`,
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
      onSubmit={onSubmit}
      noValidate={startedAt !== undefined}
      className="relative grid gap-4 sm:grid-cols-2"
      aria-label="Contact form"
    >
      <HiddenLeadFields kind="contact" page={page} startedAt={startedAt} />
      <Field label={<>Full Name {required}</>} error={errors.name} errorId={errorId('name')}>
        <input
          name="name"
          required
          maxLength={leadLimits.name}
          autoComplete="name"
          className={`${inputClass} min-h-11`}
          {...invalid('name')}
        />
      </Field>
      <Field label={<>Email Address {required}</>} error={errors.email} errorId={errorId('email')}>
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
            Phone Number <span className="font-normal text-stone-600">(optional)</span>
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
      <Field label="Service">
        <select name="service" defaultValue="general-inquiry" className={`${inputClass} min-h-11 bg-white`}>
          <option value="general-inquiry">General Inquiry</option>
          {services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={<>Message {required}</>}
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
      <PrivacyNotice className="sm:col-span-2">Fields marked * are required. </PrivacyNotice>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}

export const ContactForm = island('ContactForm', ContactFormView);
