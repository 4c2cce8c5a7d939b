// A filter option's count: "(1,234)" when counted exactly, "(≈ 1,200)" read as "about 1,200" when the counts come
// from a sample of a large match set (docs/behaviour/catalogue.md#approximate-counts). While newer counts load
// the panel marks itself busy and the counts shown are dimmed (FilterPanel's data-counts).
import { useTranslation } from 'react-i18next';

const grouped = new Intl.NumberFormat('en-IN');

export function FacetCount({ count, approximate }: { count: number; approximate: boolean }) {
  const { t } = useTranslation();
  const digits = grouped.format(count);
  const className =
    'text-xs tabular-nums text-ink-subtle transition-opacity group-data-[counts=loading]/panel:opacity-40';
  if (!approximate) return <span className={className}>({digits})</span>;
  // Through `replace`, not a `count` option: the text has no plural forms to choose (the extractor and i18next
  // would otherwise both look for _one/_other keys), and the digits come grouped.
  const values = { replace: { count: digits } };
  return (
    <span className={className}>
      <span aria-hidden="true">({t('≈ {{count}}', values)})</span>
      <span className="sr-only">{t('about {{count}}', values)}</span>
    </span>
  );
}
