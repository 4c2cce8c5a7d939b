// The round "View All" pill at the right of a section heading.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ViewAllLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex h-8 shrink-0 items-center gap-0.5 rounded-full bg-brand-700 pe-2 ps-3 text-xs font-semibold text-white hover:bg-brand-800"
    >
      {t('View All')}
      <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
    </Link>
  );
}
