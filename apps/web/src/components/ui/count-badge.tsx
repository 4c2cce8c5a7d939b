// A small count pill pinned to an icon's corner; hidden from assistive tech because the control's label says the count.
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute -end-2 -top-1.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-accent-400 px-1 text-[11px] font-bold leading-none text-ink ring-2 ring-brand-700 ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
