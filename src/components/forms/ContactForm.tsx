import { useId, useState, type FormEvent } from 'react';
import { track } from '../../lib/analytics.ts';
import { leadMessages, looksLikeBot } from '../../lib/lead-schema.ts';
import { postLead } from '../../lib/lead-client.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast-store.ts';
import { paths } from '../../lib/urls.ts';
import { limits, site } from '../../site.config.ts';
import { island } from '../ui/island.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { HiddenLeadFields } from './HiddenLeadFields.tsx';

interface Props {
  /** The eight menu services, after 'General Inquiry' (spec §5). */
  services: { slug: string; name: string }[];
  page: string;
}

/**
 * The contact form (spec §2, §5). With JavaScript it posts JSON and goes to /thank-you/;
 * without, it is an ordinary form post that the server answers with the same redirect.
 */
function ContactFormView({ services, page }: Props) {
  const [shownAt] = useState(() => Date.now());
  const startedAt = useHydrated() ? shownAt : undefined;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
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
      startedAt,
    };
    if (looksLikeBot(lead, Date.now(), limits.minFormMillis)) {
      console.info('[contact] submission dropped as a likely bot');
      return;
    }
    setSending(true);
    const result = await postLead(lead);
    setSending(false);
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
            ? `You have sent several messages already. Please call us at ${site.phones.default.text}.`
            : `We could not send your message. Please try again or call us at ${site.phones.default.text}.`,
        tone: 'error',
      });
    }
  };

  const field =
    'mt-1 block w-full rounded-xl border border-stone-300 px-3 text-base text-stone-900 focus:border-forest-600';
  const label = 'block text-sm font-semibold text-stone-800';
  const error = (name: string) =>
    errors[name] && (
      <span id={`${id}-${name}-error`} className="mt-1 block text-sm font-normal text-red-800">
        {errors[name]}
      </span>
    );
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

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
      <label className={label}>
        Full Name <span aria-hidden="true">*</span>
        <input
          name="name"
          required
          maxLength={100}
          autoComplete="name"
          className={`${field} min-h-11`}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
        />
        {error('name')}
      </label>
      <label className={label}>
        Email Address <span aria-hidden="true">*</span>
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={`${field} min-h-11`}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email')}
        />
        {error('email')}
      </label>
      <label className={label}>
        Phone Number <span className="font-normal text-stone-600">(optional)</span>
        <input
          name="phone"
          type="tel"
          maxLength={30}
          autoComplete="tel"
          className={`${field} min-h-11`}
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={describedBy('phone')}
        />
        {error('phone')}
      </label>
      <label className={label}>
        Service
        <select name="service" defaultValue="general-inquiry" className={`${field} min-h-11 bg-white`}>
          <option value="general-inquiry">General Inquiry</option>
          {services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${label} sm:col-span-2`}>
        Message <span aria-hidden="true">*</span>
        <textarea
          name="message"
          required
          rows={5}
          maxLength={5000}
          className={`${field} py-2`}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message')}
        />
        {error('message')}
      </label>
      <p className="text-sm text-stone-600 sm:col-span-2">
        Fields marked * are required. We use your details only to answer you; see our{' '}
        <a className="link" href={paths.privacy}>
          privacy policy
        </a>
        .
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}

export const ContactForm = island('ContactForm', ContactFormView);
