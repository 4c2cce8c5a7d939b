// The home banner as the first download draws it: the carousel standing on its first slide. The interactive
// carousel with embla (some 8 KB gzip) loads when the browser is idle after load, or at once when the shopper
// reaches for an arrow, dot or the pause button, and takes over the same markup (docs/architecture.md#budgets).
import { intentLoader, LazyOnIntent } from '../../../components/ui/lazy-on-intent.tsx';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { BannerFrame } from './banner-frame.tsx';

const carousel = intentLoader(() => import('./banner-carousel.tsx'));

export function HomeBanner() {
  const reducedMotion = useReducedMotion();
  return (
    <LazyOnIntent
      loader={carousel}
      fallback={({ preload }) => (
        <BannerFrame
          selected={0}
          playing={!reducedMotion}
          onStep={preload}
          onGoTo={preload}
          onToggle={preload}
          onViewportFocus={preload}
        />
      )}
    >
      {({ BannerCarousel }) => <BannerCarousel />}
    </LazyOnIntent>
  );
}
