import type { ReactNode } from 'react';

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The eyebrow, h2 and lead paragraph that open a section. */
export function SectionHeading({ id, eyebrow, title, children }: Props) {
  return (
    <div className="max-w-2xl">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-stone-700">{children}</p>}
    </div>
  );
}
