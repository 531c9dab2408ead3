/** A sidebar card of links under a heading: a named navigation landmark. */
export function LinkListCard({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav className="card p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      <ul className="mt-3 space-y-1.5">
        {links.map((l) => (
          <li key={l.href}>
            <a className="link" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
