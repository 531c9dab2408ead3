import { useState, type ReactNode } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { sendLead, type PostResult } from '../../lib/lead-client.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/** The look of every text input, select and textarea in the lead forms. */
export const inputClass =
  'mt-1 block w-full rounded-xl border border-stone-300 px-3 text-base text-stone-900 focus:border-forest-600';

interface FieldProps {
  label: ReactNode;
  /** The server's message for this field, shown under it. */
  error?: string;
  errorId?: string;
  className?: string;
  /** The input itself. */
  children: ReactNode;
}

/** A labelled form control with room for its error message. */
export function Field({ label, error, errorId, className = '', children }: FieldProps) {
  return (
    <label className={`block text-sm font-semibold text-stone-800 ${className}`}>
      {label}
      {children}
      {error && (
        <span id={errorId} className="mt-1 block text-sm font-normal text-red-800">
          {error}
        </span>
      )}
    </label>
  );
}

/**
 * How both lead forms send (the form's token is one of its fields), `sending` set meanwhile;
 * `hydrated` once the form is the island's (before that, and without JavaScript, it posts as a
 * plain form). A submission dropped as a likely bot resolves to undefined: the form then says nothing.
 */
export function useLeadSubmit() {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const submit = async (form: FormData): Promise<Exclude<PostResult, { kind: 'dropped' }> | undefined> => {
    setSending(true);
    try {
      const result = await sendLead(form);
      return !result.ok && result.kind === 'dropped' ? undefined : result;
    } finally {
      setSending(false);
    }
  };
  return { sending, submit, hydrated };
}

/** The privacy notice's words in the form's language, and the policy's address. */
export type PrivacyWords = Dictionary['privacyNotice'] & { href: string };

/** The notice at the point of collection (PIPEDA, Law 25): every form that takes personal details shows it. */
export function PrivacyNotice({
  t,
  className = '',
  children,
}: {
  t: PrivacyWords;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      {children}
      {t.before}
      <a className="link" href={t.href}>
        {t.link}
      </a>
      {t.after}
    </p>
  );
}
