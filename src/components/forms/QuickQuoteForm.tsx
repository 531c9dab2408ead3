import { useId, useRef, useState, type FormEvent } from 'react';
import { leadMessages, looksLikeBot } from '../../lib/lead-schema.ts';
import { postLead } from '../../lib/lead-client.ts';
import { storageKeys, writeStored } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast-store.ts';
import { limits, site } from '../../site.config.ts';
import { island } from '../ui/island.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { HiddenLeadFields } from './HiddenLeadFields.tsx';

interface Props {
  service: { slug: string; name: string };
  city: { slug: string; name: string; provinceCode: string };
  /** The page the form is on (where a plain form post comes back to). */
  page: string;
}

/**
 * The sidebar's quick quote (spec §2, §5): name and phone for this service in this city.
 * Without JavaScript it is an ordinary form post, answered by a redirect back here with a
 * confirmation.
 */
function QuickQuoteFormView({ service, city, page }: Props) {
  const form = useRef<HTMLFormElement>(null);
  // When the form was shown: the moment this island hydrated (a built page cannot know it).
  const [shownAt] = useState(() => Date.now());
  const startedAt = useHydrated() ? shownAt : undefined;
  const [sending, setSending] = useState(false);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const phone = String(data.get('phone') ?? '').trim();
    if (!name || !phone) {
      showToast({ ...leadMessages.quoteMissing, tone: 'error' });
      return;
    }
    const lead = {
      kind: 'quote' as const,
      name,
      phone,
      service: service.slug,
      page,
      website: String(data.get('website') ?? ''),
      startedAt,
    };
    if (looksLikeBot(lead, Date.now(), limits.minFormMillis)) {
      console.info('[quote] submission dropped as a likely bot');
      return;
    }
    setSending(true);
    const result = await postLead(lead);
    setSending(false);
    if (!result.ok) {
      const description =
        result.kind === 'invalid'
          ? Object.values(result.errors).join(' ')
          : `We could not send your request. Please call us at ${site.phones.default.text}.`;
      showToast({ title: 'Request not sent', description, tone: 'error' });
      return;
    }
    writeStored(window.localStorage, storageKeys.quote, {
      name,
      phone,
      service: service.slug,
      city: `${city.provinceCode}/${city.slug}`,
      date: new Date().toISOString(),
    });
    form.current?.reset();
    showToast({ ...leadMessages.quoteSent, tone: 'success' });
  };

  const field =
    'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 px-3 text-base text-stone-900 focus:border-forest-600';
  return (
    <form
      ref={form}
      method="post"
      action="/api/leads"
      onSubmit={onSubmit}
      noValidate={startedAt !== undefined}
      className="relative space-y-3"
      aria-label={`Quick quote for ${service.name.toLowerCase()} in ${city.name}`}
    >
      <HiddenLeadFields kind="quote" page={page} startedAt={startedAt} />
      <input type="hidden" name="service" value={service.slug} />
      <label className="block text-sm font-semibold text-stone-800" htmlFor={`${id}-name`}>
        Your name
        <input id={`${id}-name`} name="name" required maxLength={100} autoComplete="name" className={field} />
      </label>
      <label className="block text-sm font-semibold text-stone-800" htmlFor={`${id}-phone`}>
        Phone number
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          required
          maxLength={30}
          autoComplete="tel"
          className={field}
        />
      </label>
      <button type="submit" className="btn-primary w-full" disabled={sending}>
        {sending ? 'Sending…' : 'Request my free quote'}
      </button>
    </form>
  );
}

export const QuickQuoteForm = island('QuickQuoteForm', QuickQuoteFormView);
