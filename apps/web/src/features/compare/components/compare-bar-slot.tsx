// The shell's place for the Compare bar: the bar's code (and the comparison rules it links with) loads only once
// a shopper has ticked a second product, so it stays out of every page's first download.
import { lazy, Suspense } from 'react';
import { COMPARE_BAR_FROM, useCompareStore } from '../../../lib/stores/compare-store.ts';

const CompareBar = lazy(async () => ({ default: (await import('./compare-bar.tsx')).CompareBar }));

export function CompareBarSlot() {
  const shown = useCompareStore((s) => s.ids.length >= COMPARE_BAR_FROM);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
