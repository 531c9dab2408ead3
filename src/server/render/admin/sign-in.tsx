/** The inbox's door: the sign-in page, or the notice that the inbox is off. */
import { PostForm } from './post-form.tsx';

export function DisabledPage() {
  return (
    <div className="card max-w-xl p-6">
      <h1 className="text-2xl font-bold">The inbox is turned off</h1>
      <p className="mt-3 text-stone-700">
        Set <code className="rounded bg-stone-100 px-1">ADMIN_PASSWORD</code> in the server's environment and restart it
        to use the inbox. Leads are still stored and notified meanwhile.
      </p>
    </div>
  );
}

/** `next`: the inbox page to land on once signed in (a lead opened from its e-mail). */
export function LoginPage({ csrf, error, next }: { csrf: string; error?: string; next: string }) {
  return (
    <div className="card mx-auto max-w-sm p-6">
      <h1 className="text-2xl font-bold">Sign in</h1>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <PostForm action="/admin/login/" csrf={csrf} className="mt-4 space-y-4">
        {/* The inbox has one password and no user names; this field, hidden from view, names the
            account so password managers offer to save the password and fill it in again. */}
        <input hidden type="text" name="username" autoComplete="username" value="northpaw-inbox" readOnly />
        {next !== '/admin/' && <input type="hidden" name="next" value={next} />}
        <label className="block text-sm font-semibold">
          Password
          <input
            type="password"
            name="password"
            required
            autoComplete="current-password"
            className="mt-1 block min-h-11 w-full rounded-xl border border-stone-300 px-3"
          />
        </label>
        <button type="submit" className="btn-primary w-full">
          Sign in
        </button>
      </PostForm>
    </div>
  );
}
