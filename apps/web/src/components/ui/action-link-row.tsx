// Two page-level links side by side (stacked on phones): a filled main way on and an outlined second one.
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface ActionLink {
  to: string;
  icon: LucideIcon;
  label: string;
}

const primaryClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';
const secondaryClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50';

export function ActionLinkRow({
  primary,
  secondary,
  className,
}: {
  primary: ActionLink;
  secondary: ActionLink;
  /** Spacing from what stands above. */
  className: string;
}) {
  return (
    <div className={`${className} flex flex-col justify-center gap-3 sm:flex-row`}>
      {[primary, secondary].map(({ to, icon: Icon, label }, index) => (
        <Link key={to} to={to} className={index === 0 ? primaryClass : secondaryClass}>
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </div>
  );
}
