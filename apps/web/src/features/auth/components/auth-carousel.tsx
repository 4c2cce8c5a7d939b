// The picture carousel beside the sign-in and sign-up forms (docs/behaviour/auth.md#login): 4 slides, a new one every
// 5 s; a dot picks a slide and holds the rotation for 3 s. A tall panel on large screens, a short strip on phones.
// The pause button lets anyone stop the motion (WCAG 2.2.2); slides out of view are inert.
import { Pause, Play } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseSlide, nextAdvanceAt, startClock, tickClock } from '../carousel-clock.ts';
import { DeliveryArt, MarketArt, PaymentArt, ReturnsArt } from './auth-carousel-art.tsx';
import { tk } from '../../../i18n/translation-key.ts';

interface Slide {
  Art: ComponentType;
  title: string;
  text: string;
}

const SLIDES: Slide[] = [
  {
    Art: MarketArt,
    title: tk('Lakhs of products, thousands of sellers'),
    text: tk('Everyday needs and big buys from trusted sellers across India.'),
  },
  {
    Art: DeliveryArt,
    title: tk('Delivered to your pincode'),
    text: tk('Fast delivery across India, with every order tracked to your door.'),
  },
  {
    Art: PaymentArt,
    title: tk('Safe and secure payments'),
    text: tk('Every payment is verified and protected, from checkout to delivery.'),
  },
  {
    Art: ReturnsArt,
    title: tk('Easy returns and refunds'),
    text: tk('Changed your mind? Return eligible items and get your money back.'),
  },
];

export function AuthCarousel() {
  const { t } = useTranslation();
  const [clock, setClock] = useState(() => startClock(Date.now()));
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(
      () => setClock((c) => tickClock(c, Date.now(), SLIDES.length)),
      Math.max(0, nextAdvanceAt(clock) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [clock, paused]);

  const togglePause = () => {
    // Playing again starts a full interval on the slide in view.
    if (paused) setClock((c) => ({ ...c, shownAt: Date.now(), resumeAt: null }));
    setPaused((p) => !p);
  };

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Why shop on Haat')}
      className="relative flex h-full flex-col overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-white/5"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -left-10 size-72 rounded-full bg-accent-400/10"
      />
      <div aria-live={paused ? 'polite' : 'off'} className="relative grid flex-1">
        {SLIDES.map(({ Art, title, text }, i) => {
          const active = i === clock.index;
          return (
            <div
              key={title}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{{n}} of {{count}}', { n: i + 1, count: SLIDES.length })}
              aria-hidden={!active}
              inert={!active}
              className={`col-start-1 row-start-1 flex items-center gap-4 px-4 pb-1 pt-3 transition-[opacity,translate] duration-500 ease-out lg:flex-col lg:justify-center lg:gap-6 lg:px-10 lg:pb-4 lg:pt-10 ${
                active
                  ? 'translate-x-0 opacity-100'
                  : 'pointer-events-none translate-x-4 opacity-0 rtl:-translate-x-4'
              }`}
            >
              <div className="h-20 w-28 shrink-0 lg:h-56 lg:w-full lg:max-w-xs">
                <Art />
              </div>
              {/* One paragraph with a bold lead, not a bold paragraph posing as a heading (axe's p-as-heading). */}
              <p className="min-w-0 lg:text-center">
                <strong className="block text-base font-bold leading-snug lg:text-2xl">{t(title)}</strong>{' '}
                <span className="mt-1 block text-sm leading-snug text-white/80 lg:mt-2 lg:text-base">
                  {t(text)}
                </span>
              </p>
            </div>
          );
        })}
      </div>
      <div className="relative flex items-center justify-center gap-1 pb-2 lg:pb-8">
        {SLIDES.map(({ title }, i) => (
          <button
            key={title}
            type="button"
            aria-label={t('Show slide {{n}}: {{title}}', { n: i + 1, title: t(title) })}
            aria-current={i === clock.index || undefined}
            onClick={() => setClock((c) => chooseSlide(c, i, Date.now()))}
            className="group flex h-8 min-w-6 items-center justify-center rounded-full focus-visible:outline-white"
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full transition-all ${
                i === clock.index ? 'w-6 bg-accent-400' : 'w-2 bg-white/50 group-hover:bg-white/80'
              }`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={togglePause}
          aria-label={paused ? t('Play slideshow') : t('Pause slideshow')}
          className="ms-2 flex size-8 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
    </section>
  );
}
