// The home banner carousel (docs/behaviour/catalogue.md#home-page): 5 looping slides on embla, auto-advance with
// pause/resume, the 50 px swipe rule, dots, desktop arrows and a pause button; still under reduced motion. Its own
// chunk with embla: home-banner.tsx shows the first slide until it arrives.
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSwipeStep } from '../hooks/use-swipe-step.ts';
import { BannerFrame } from './banner-frame.tsx';

export function BannerCarousel() {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const reducedMotion = useReducedMotion();
  const [viewportRef, emblaApi] = useEmblaCarousel({
    loop: true,
    direction: rtl ? 'rtl' : 'ltr',
    duration: 28,
  });
  const [selected, setSelected] = useState(0);

  const advance = useCallback(() => emblaApi?.scrollNext(reducedMotion), [emblaApi, reducedMotion]);
  const autoplay = useAutoAdvance({ enabled: !reducedMotion, onAdvance: advance });
  const { hold, release, interact, selected: notifySelected } = autoplay;
  useSwipeStep(emblaApi, {
    rtl,
    jump: reducedMotion,
    onHold: () => hold('pointer'),
    onRelease: () => release('pointer'),
  });

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      setSelected(emblaApi.selectedScrollSnap());
      notifySelected();
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, notifySelected]);

  const goTo = (index: number) => {
    interact();
    emblaApi?.scrollTo(index, reducedMotion);
  };
  const step = (direction: -1 | 1) => {
    interact();
    if (direction === 1) emblaApi?.scrollNext(reducedMotion);
    else emblaApi?.scrollPrev(reducedMotion);
  };

  return (
    <BannerFrame
      viewportRef={viewportRef}
      selected={selected}
      playing={autoplay.playing}
      onStep={step}
      onGoTo={goTo}
      onToggle={autoplay.toggle}
      // Keyboard focus on a slide holds it still, so the focused link never slides away and goes inert.
      onViewportFocus={(event) => {
        if (event.target.matches(':focus-visible')) hold('focus');
      }}
      onViewportBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release('focus');
      }}
    />
  );
}
