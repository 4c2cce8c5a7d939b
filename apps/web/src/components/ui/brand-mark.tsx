// The Haat logo: a rounded "H" tile with the saffron dot, and the word mark.
export function BrandMark({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 64 64" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1d4ed8'} />
        <path d="M18 46V18h7v11h14V18h7v28h-7V35H25v11z" fill={inverted ? '#1d4ed8' : '#ffffff'} />
        <circle cx="50" cy="14" r="6" fill="#f59e0b" />
      </svg>
      {!compact && (
        <span
          className={`text-2xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-700'}`}
        >
          haat
        </span>
      )}
    </span>
  );
}
