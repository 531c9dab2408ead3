import { useId, useRef, useState, type FormEvent } from 'react';
import { storageKeys, writeStored } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast-store.ts';
import { island } from '../ui/island.tsx';

interface Props {
  service: { slug: string; name: string };
  city: { slug: string; name: string; provinceCode: string };
}

export const quoteMessages = {
  missing: { title: 'Missing Information', description: 'Please fill out both your name and phone number.' },
  sent: {
    title: 'Quote Request Sent!',
    description: "Thank you! We've received your request and will call you back shortly.",
  },
} as const;

/** The sidebar's quick quote (spec §2, §5): name and phone, for this service in this city. */
function QuickQuoteFormView({ service, city }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !phone.trim()) {
      showToast({ ...quoteMessages.missing, tone: 'error' });
      return;
    }
    writeStored(window.localStorage, storageKeys.quote, {
      name: name.trim(),
      phone: phone.trim(),
      service: service.slug,
      city: `${city.provinceCode}/${city.slug}`,
      date: new Date().toISOString(),
    });
    setName('');
    setPhone('');
    form.current?.reset();
    showToast({ ...quoteMessages.sent, tone: 'success' });
  };

  const field =
    'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 px-3 text-base text-stone-900 focus:border-forest-600';
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={`Quick quote for ${service.name.toLowerCase()} in ${city.name}`}
    >
      <label className="block text-sm font-semibold text-stone-800" htmlFor={`${id}-name`}>
        Your name
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          className={field}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="block text-sm font-semibold text-stone-800" htmlFor={`${id}-phone`}>
        Phone number
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          className={field}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      <button type="submit" className="btn-primary w-full">
        Request my free quote
      </button>
    </form>
  );
}

export const QuickQuoteForm = island('QuickQuoteForm', QuickQuoteFormView);
