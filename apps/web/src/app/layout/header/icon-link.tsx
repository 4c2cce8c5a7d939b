// A header icon that is a plain link with a count badge (the mobile cart and wishlist,
// docs/behaviour/shell.md#header).
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge.tsx';

export function IconLink({
  to,
  icon: Icon,
  count,
  label,
}: {
  to: string;
  icon: LucideIcon;
  count: number;
  label: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-white"
    >
      <span className="relative">
        <Icon className="h-6 w-6" aria-hidden="true" />
        <CountBadge count={count} />
      </span>
    </Link>
  );
}
