/** The Northpaw mark: a paw print inside a house outline, in the brand green and amber. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 3 3 17v20h34V17L20 3Z" fill="#1f4d3a" />
      <ellipse cx="20" cy="27" rx="6.5" ry="5.5" fill="#f2a93b" />
      <circle cx="12.5" cy="20.5" r="2.6" fill="#f2a93b" />
      <circle cx="17" cy="16.5" r="2.6" fill="#f2a93b" />
      <circle cx="23" cy="16.5" r="2.6" fill="#f2a93b" />
      <circle cx="27.5" cy="20.5" r="2.6" fill="#f2a93b" />
    </svg>
  );
}
