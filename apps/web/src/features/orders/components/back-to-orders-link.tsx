// The link above an order's pages (its tracking page, its return form) back to /recent-purchase.
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';

export function BackToOrdersLink({ label }: { label: string }) {
  return (
    <Link
      to="/recent-purchase"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {label}
    </Link>
  );
}
