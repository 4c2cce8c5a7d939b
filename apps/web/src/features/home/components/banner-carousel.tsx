// The home banner carousel (spec 2 §Home page): 5 looping slides on embla, auto-advance with pause/resume,
// the 50 px swipe rule, dots, desktop arrows and a pause button; still under reduced motion.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_SLIDES } from '../home-banners.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSwipeStep } from '../hooks/use-swipe-step.ts';
import { BannerSlide } from './banner-slide.tsx';

const arrowClass =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-pop ring-1 ring-black/5 transition hover:bg-white md:grid';

export function BannerCarousel() {
  const { t, i18n } = useTranslation();
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
    <section aria-roledescription={t('carousel')} aria-label={t('Offers of the week')}>
      <div className="relative overflow-hidden rounded-lg bg-brand-900 shadow-card">
        {/* Keyboard focus on a slide holds it still, so the focused link never slides away and goes inert. */}
        <div
          ref={viewportRef}
          className="aspect-[16/9] overflow-hidden sm:aspect-[21/8] lg:aspect-[4/1]"
          onFocus={(event) => {
            if (event.target.matches(':focus-visible')) hold('focus');
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) release('focus');
          }}
        >
          <div
            className="flex h-full touch-pan-y touch-pinch-zoom"
            aria-live={autoplay.playing ? 'off' : 'polite'}
          >
            {BANNER_SLIDES.map((slide, index) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('{{index}} of {{count}}', { index: index + 1, count: BANNER_SLIDES.length })}
                inert={index !== selected}
                className="h-full min-w-0 flex-[0_0_100%]"
              >
                <BannerSlide slide={slide} />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={t('Previous slide')}
          className={`${arrowClass} start-3`}
        >
          <ChevronLeft aria-hidden className="size-6 rtl:rotate-180" />
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={t('Next slide')}
          className={`${arrowClass} end-3`}
        >
          <ChevronRight aria-hidden className="size-6 rtl:rotate-180" />
        </button>
      </div>

      <div className="mt-1.5 flex items-center justify-center gap-1">
        {BANNER_SLIDES.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            onClick={() => goTo(index)}
            aria-label={t('Go to slide {{n}}', { n: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            className="group grid h-6 min-w-6 place-items-center"
          >
            <span
              className={`block h-1.5 rounded-full transition-all ${
                index === selected ? 'w-5 bg-brand-700' : 'w-1.5 bg-ink-subtle/50 group-hover:bg-ink-subtle'
              }`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={autoplay.toggle}
          aria-label={autoplay.playing ? t('Pause slideshow') : t('Play slideshow')}
          className="ms-1 grid size-6 place-items-center rounded-full text-ink-muted hover:bg-black/5 hover:text-ink"
        >
          {autoplay.playing ? (
            <Pause aria-hidden className="size-3.5" fill="currentColor" />
          ) : (
            <Play aria-hidden className="size-3.5" fill="currentColor" />
          )}
        </button>
      </div>
    </section>
  );
}
