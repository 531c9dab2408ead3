/** The inbox's bar: the pages the person's role opens, their account, and signing out. */
import { may, type Person } from '../../domain/people.ts';
import { PostForm } from './post-form.tsx';
import type { Words } from './words.ts';

export function InboxNav({ person, csrf, t }: { person: Person; csrf: string; t: Words }) {
  const links = [
    { href: '/admin/', label: t.nav.leads, shown: true },
    { href: '/admin/numbers/', label: t.nav.numbers, shown: may.readNumbers(person.role) },
    { href: '/admin/people/', label: t.nav.people, shown: may.managePeople(person.role) },
    { href: '/admin/deletions/', label: t.nav.deletions, shown: may.deleteLeads(person.role) },
    { href: '/admin/content/', label: t.nav.editSite, shown: may.editSite(person.role) },
    { href: '/admin/account/', label: t.nav.account, shown: true },
  ].filter((link) => link.shown);
  return (
    <nav
      aria-label={t.nav.label}
      className="mb-6 flex flex-wrap items-center gap-x-5 gap-y-1 border-b border-stone-200 pb-3"
    >
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a className="link inline-flex min-h-11 items-center" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <PostForm action="/admin/logout/" csrf={csrf} className="ms-auto">
        <button type="submit" className="link min-h-11 text-sm">
          {t.nav.signOut}
          <span className="sr-only"> ({person.email})</span>
        </button>
      </PostForm>
    </nav>
  );
}
