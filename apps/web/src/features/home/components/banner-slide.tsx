// One banner slide: store-made artwork (gradient, rangoli-style shapes, product icons on white cards) with the
// offer as real, translatable text and a call to action. The whole slide is the link.
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInr } from '@haat/domain/money/money';
import type { BannerSlide as Slide } from '../home-banners.ts';

/** Dots of a rangoli ring around (cx, cy). */
function ring(cx: number, cy: number, radius: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    return { x: cx + Math.cos(angle) * radius, y: cy + Math.sin(angle) * radius };
  });
}

const INNER_RING = ring(320, 100, 62, 16);
const OUTER_RING = ring(320, 100, 88, 28);
const PETALS = Array.from({ length: 8 }, (_, i) => i * 45);

function SlideBackdrop() {
  const patternId = useId();
  return (
    <svg
      aria-hidden
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox="0 0 400 200"
      preserveAspectRatio="xMaxYMid slice"
    >
      <defs>
        <pattern
          id={patternId}
          width="12"
          height="12"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(35)"
        >
          <rect width="2" height="12" fill="#fff" opacity="0.05" />
        </pattern>
      </defs>
      <rect width="400" height="200" fill={`url(#${patternId})`} />
      <circle cx="320" cy="100" r="120" fill="#fff" opacity="0.08" />
      <circle cx="320" cy="100" r="74" fill="#fff" opacity="0.08" />
      {PETALS.map((deg) => (
        <ellipse
          key={deg}
          cx="320"
          cy="62"
          rx="9"
          ry="22"
          fill="#fff"
          opacity="0.1"
          transform={`rotate(${deg} 320 100)`}
        />
      ))}
      {INNER_RING.map((p, i) => (
        <circle key={`i${i}`} cx={p.x} cy={p.y} r="1.8" fill="#fff" opacity="0.35" />
      ))}
      {OUTER_RING.map((p, i) => (
        <circle key={`o${i}`} cx={p.x} cy={p.y} r="1.3" fill="#fde68a" opacity="0.45" />
      ))}
      <circle cx="-10" cy="210" r="70" fill="#000" opacity="0.08" />
      <path d="M200 14l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fde68a" opacity="0.7" />
      <path d="M236 168l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff" opacity="0.6" />
      <path d="M392 30l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff" opacity="0.5" />
    </svg>
  );
}

function SlideArt({ slide, badge }: { slide: Slide; badge: string }) {
  const [Main, Second, Third] = slide.icons;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-y-0 end-0 w-[44%] sm:w-[46%] lg:w-[42%]">
      <div className="absolute top-1/2 left-[46%] flex aspect-square h-[58%] -translate-x-1/2 -translate-y-1/2 -rotate-6 items-center justify-center rounded-[22%] bg-white shadow-[0_12px_30px_rgb(0_0_0/0.25)]">
        <Main className="h-[56%] w-[56%]" style={{ color: slide.accent }} strokeWidth={1.6} />
      </div>
      <div className="absolute top-[8%] right-[6%] flex aspect-square h-[32%] rotate-[8deg] items-center justify-center rounded-[24%] bg-white/95 shadow-lg">
        <Second className="h-[55%] w-[55%]" style={{ color: slide.accent }} strokeWidth={1.7} />
      </div>
      <div className="absolute right-[2%] bottom-[8%] flex aspect-square h-[27%] -rotate-[10deg] items-center justify-center rounded-full bg-white/90 shadow-lg sm:right-[10%]">
        <Third className="h-[52%] w-[52%]" style={{ color: slide.accent }} strokeWidth={1.8} />
      </div>
      <span className="absolute bottom-[9%] left-[6%] hidden -rotate-6 rounded-md bg-yellow-300 px-2 py-1 text-[10px] font-extrabold tracking-wide text-ink uppercase shadow-md sm:block md:text-xs lg:left-[10%]">
        {badge}
      </span>
    </div>
  );
}

export function BannerSlide({ slide }: { slide: Slide }) {
  const { t } = useTranslation();
  const highlight = t(
    slide.highlight,
    slide.price === undefined ? undefined : { price: formatInr(slide.price) },
  );
  return (
    <Link
      to={slide.to}
      draggable={false}
      className="group relative flex h-full w-full overflow-hidden text-white focus-visible:outline-offset-[-4px]"
    >
      {/* Mirrored on right-to-left pages so the text still sits on the dark side. */}
      <div
        aria-hidden
        className="absolute inset-0 rtl:-scale-x-100"
        style={{ backgroundImage: slide.background }}
      >
        <SlideBackdrop />
      </div>
      <SlideArt slide={slide} badge={t(slide.badge)} />
      <div className="relative flex h-full w-[58%] flex-col items-start justify-center gap-1 px-4 sm:w-[54%] sm:gap-1.5 sm:px-10 lg:w-[58%] lg:px-16">
        <span className="rounded-full bg-white/20 px-2 py-0.5 text-[10px] font-semibold tracking-wide uppercase ring-1 ring-white/30 backdrop-blur-sm sm:text-xs">
          {t(slide.eyebrow)}
        </span>
        <span className="text-lg leading-tight font-extrabold drop-shadow-sm sm:text-3xl lg:text-4xl">
          {t(slide.title)}
        </span>
        <span className="text-2xl leading-none font-black text-yellow-300 drop-shadow sm:text-4xl lg:text-5xl">
          {highlight}
        </span>
        <span className="hidden text-sm text-white/90 sm:block lg:text-base">{t(slide.subtitle)}</span>
        <span className="mt-1.5 inline-flex items-center gap-0.5 rounded-full bg-white py-1.5 pe-2 ps-3 text-xs font-bold text-ink shadow-md transition group-hover:bg-yellow-300 sm:mt-2 sm:py-2 sm:pe-3 sm:ps-4 sm:text-sm">
          {t(slide.cta)}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </span>
      </div>
    </Link>
  );
}
