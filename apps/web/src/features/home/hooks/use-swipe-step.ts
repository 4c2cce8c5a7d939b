// Makes a drag on the embla carousel follow docs/behaviour/catalogue.md#panel-defaults exactly: more than 50 px moves
// one slide, anything shorter snaps back. Embla's own dragThreshold only decides when a drag cancels the click, and
// its slide change is velocity-based, so the distance rule is enforced here when embla reports the pointer going up.
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useRef } from 'react';
import { swipeStep, swipeTarget } from '../carousel-schedule.ts';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

interface SwipeOptions {
  rtl: boolean;
  /** Called when a finger or mouse button goes down on the slides (pause), and when it comes up (resume). */
  onHold: () => void;
  onRelease: () => void;
  /** Jump instead of animating (reduced motion). */
  jump: boolean;
}

export function useSwipeStep(emblaApi: EmblaApi | undefined, options: SwipeOptions): void {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    if (!emblaApi) return;
    const root = emblaApi.rootNode();
    let startX: number | null = null;
    let lastX = 0;
    let startIndex = 0;

    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      startX = event.clientX;
      lastX = event.clientX;
      startIndex = emblaApi.selectedScrollSnap();
    };
    const onPointerMove = (event: PointerEvent) => {
      if (startX !== null && event.isPrimary) lastX = event.clientX;
    };
    const onEmblaDown = () => optionsRef.current.onHold();
    const onEmblaUp = () => {
      const { rtl, jump, onRelease } = optionsRef.current;
      if (startX !== null) {
        const target = swipeTarget(
          startIndex,
          swipeStep(lastX - startX, rtl),
          emblaApi.scrollSnapList().length,
        );
        if (emblaApi.selectedScrollSnap() !== target) emblaApi.scrollTo(target, jump);
        startX = null;
      }
      onRelease();
    };

    // Capture phase, so the start point is known before embla handles the same gesture.
    root.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    emblaApi.on('pointerDown', onEmblaDown);
    emblaApi.on('pointerUp', onEmblaUp);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown, { capture: true });
      window.removeEventListener('pointermove', onPointerMove);
      emblaApi.off('pointerDown', onEmblaDown);
      emblaApi.off('pointerUp', onEmblaUp);
    };
  }, [emblaApi]);
}
