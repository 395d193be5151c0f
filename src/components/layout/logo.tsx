/** The brand mark: a battery bolt in a leaf, drawn inline so it costs no request. */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="logo">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <path d="M20 2C9 8 4 17 6 30c2 5 7 8 14 8s12-3 14-8C36 17 31 8 20 2z" fill="#0f5132" />
        <path d="M22 9l-8 15h6l-2 9 9-16h-6z" fill="#c5e1a5" />
      </svg>
      <span className="logo__text">{brand}</span>
      <span className="logo__badge">40V</span>
    </span>
  );
}
