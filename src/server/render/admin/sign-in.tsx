/**
 * The inbox's door: sign in with a passkey (the one script, shown only where the browser has
 * WebAuthn) or with a link by e-mail (a plain form, works without JavaScript); and the page a
 * link opens, which signs in only when its button is pressed, so a mail scanner that follows the
 * link spends nothing.
 */
import { LINK_MINUTES } from '../../domain/people.ts';
import type { Words } from './words.ts';

const field = 'mt-1 block min-h-11 w-full rounded-xl border border-stone-300 px-3';

/** "?lang=fr" of the other language, keeping the page asked for. */
function otherLanguageHref(path: string, lang: 'en' | 'fr', next: string) {
  const query = new URLSearchParams({ lang: lang === 'en' ? 'fr' : 'en' });
  if (next !== '/admin/') query.set('next', next);
  return `${path}?${query.toString()}`;
}

function Notice({ kind, children }: { kind: 'error' | 'done'; children: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`mt-3 rounded-lg p-3 text-sm ${kind === 'error' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}
    >
      {children}
    </p>
  );
}

export interface LoginProps {
  t: Words;
  lang: 'en' | 'fr';
  /** The sign-in form's one-try token. */
  token: string;
  /** The inbox page to land on once signed in (a lead opened from its e-mail). */
  next: string;
  error?: string | undefined;
  done?: string | undefined;
  /** The address typed, given back. */
  email?: string | undefined;
  /** Nobody can sign in yet (no owner): say how to set one up. */
  nobody?: boolean;
}

export function LoginPage({ t, lang, token, next, error, done, email, nobody }: LoginProps) {
  return (
    <div className="card mx-auto max-w-md p-6">
      <p className="text-end text-sm">
        <a
          className="link"
          href={otherLanguageHref('/admin/login/', lang, next)}
          hrefLang={lang === 'en' ? 'fr' : 'en'}
        >
          {t.otherLanguage}
        </a>
      </p>
      <h1 className="text-2xl font-bold">{t.signIn.heading}</h1>
      {nobody && <Notice kind="error">{t.signIn.nobody}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {done && <Notice kind="done">{done}</Notice>}
      <div className="mt-4">
        <button
          type="button"
          id="passkey-sign-in"
          hidden
          data-next={next}
          data-failed={t.signIn.passkeyFailed}
          className="btn-primary w-full"
        >
          {t.signIn.passkey}
        </button>
        <p id="passkey-problem" role="alert" hidden className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900" />
        <p className="mt-2 text-sm text-stone-600">{t.signIn.passkeyHint}</p>
      </div>
      <p className="my-4 text-center text-sm text-stone-600">{t.signIn.or}</p>
      <form method="post" action="/admin/login/" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
        {next !== '/admin/' && <input type="hidden" name="next" value={next} />}
        <label className="block text-sm font-semibold">
          {t.signIn.email}
          <input
            type="email"
            name="email"
            required
            autoComplete="username webauthn"
            defaultValue={email}
            aria-describedby="link-hint"
            className={field}
          />
        </label>
        <p id="link-hint" className="text-sm text-stone-600">
          {t.signIn.linkHint.replace('{minutes}', String(LINK_MINUTES))}
        </p>
        <button type="submit" className="btn w-full border border-forest-900 text-forest-900">
          {t.signIn.sendLink}
        </button>
      </form>
      <script src="/admin/passkey.js" defer />
    </div>
  );
}

/** The page a sign-in link opens: one button that spends the link. */
export function LinkPage({
  t,
  lang,
  token,
  link,
  next,
}: {
  t: Words;
  lang: 'en' | 'fr';
  token: string;
  link: string;
  next: string;
}) {
  return (
    <div className="card mx-auto max-w-md p-6">
      <h1 className="text-2xl font-bold">{t.signIn.linkTitle}</h1>
      <p className="mt-3 text-stone-700">{t.signIn.linkExplain}</p>
      <form method="post" action="/admin/login/link/" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="link" value={link} />
        <input type="hidden" name="lang" value={lang} />
        {next !== '/admin/' && <input type="hidden" name="next" value={next} />}
        <button type="submit" className="btn-primary w-full">
          {t.signIn.linkContinue}
        </button>
      </form>
    </div>
  );
}
