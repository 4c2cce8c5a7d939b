// The banner carousel's markup (docs/behaviour/catalogue.md#home-page): slides, desktop arrows, dots and the pause
// button. Drawn by the interactive carousel, and as it stands on the first slide by the still shown until embla has
// arrived, so the two look alike to the pixel and nothing moves when one replaces the other.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_SLIDES } from '../home-banners.ts';
import { BannerSlide } from './banner-slide.tsx';

const arrowClass =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-pop ring-1 ring-black/5 transition hover:bg-white md:grid';

export interface BannerFrameProps {
  /** Embla's viewport ref; none on the still. */
  viewportRef?: (node: HTMLDivElement | null) => void;
  selected: number;
  /** Auto-advance is on (the pause button shows Pause). */
  playing: boolean;
  onStep: (direction: -1 | 1) => void;
  onGoTo: (index: number) => void;
  onToggle: () => void;
  onViewportFocus?: FocusEventHandler<HTMLDivElement>;
  onViewportBlur?: FocusEventHandler<HTMLDivElement>;
}

export function BannerFrame({
  viewportRef,
  selected,
  playing,
  onStep,
  onGoTo,
  onToggle,
  onViewportFocus,
  onViewportBlur,
}: BannerFrameProps) {
  const { t } = useTranslation();
  return (
    <section aria-roledescription={t('carousel')} aria-label={t('Offers of the week')}>
      <div className="relative overflow-hidden rounded-lg bg-brand-900 shadow-card">
        {/* onViewportFocus: keyboard focus on a slide holds the carousel still (a focused link must not slide away). */}
        <div
          ref={viewportRef}
          className="aspect-[16/9] overflow-hidden sm:aspect-[21/8] lg:aspect-[4/1]"
          onFocus={onViewportFocus}
          onBlur={onViewportBlur}
        >
          <div className="flex h-full touch-pan-y touch-pinch-zoom" aria-live={playing ? 'off' : 'polite'}>
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
          onClick={() => onStep(-1)}
          aria-label={t('Previous slide')}
          className={`${arrowClass} start-3`}
        >
          <ChevronLeft aria-hidden className="size-6 rtl:rotate-180" />
        </button>
        <button
          type="button"
          onClick={() => onStep(1)}
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
            onClick={() => onGoTo(index)}
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
          onClick={onToggle}
          aria-label={playing ? t('Pause slideshow') : t('Play slideshow')}
          className="ms-1 grid size-6 place-items-center rounded-full text-ink-muted hover:bg-black/5 hover:text-ink"
        >
          {playing ? (
            <Pause aria-hidden className="size-3.5" fill="currentColor" />
          ) : (
            <Play aria-hidden className="size-3.5" fill="currentColor" />
          )}
        </button>
      </div>
    </section>
  );
}
