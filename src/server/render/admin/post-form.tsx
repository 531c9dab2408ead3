import type { ReactNode } from 'react';

/** A form that posts to the inbox: every post must carry the CSRF token, checked before its route runs. */
export function PostForm({
  action,
  csrf,
  className,
  children,
}: {
  action: string;
  csrf: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className}>
      <input type="hidden" name="csrf" value={csrf} />
      {children}
    </form>
  );
}
