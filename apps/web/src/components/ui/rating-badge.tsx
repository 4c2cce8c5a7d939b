// The green "4.3 ★" pill shoppers know from Indian marketplaces; the label reads the rating out in full.
import { Star } from 'lucide-react';

export function RatingBadge({ value, label }: { value: number; label: string }) {
  return (
    <span
      aria-label={label}
      role="img"
      className="inline-flex items-center gap-0.5 rounded bg-success px-1.5 py-0.5 text-[11px] font-semibold leading-none text-white"
    >
      {value.toFixed(1)}
      <Star className="h-2.5 w-2.5 fill-current" aria-hidden="true" />
    </span>
  );
}
