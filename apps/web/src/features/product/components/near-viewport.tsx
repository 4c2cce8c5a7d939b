// Renders a below-the-fold part of the product page only once it comes near the screen: the related rows
// and Recently Viewed cost a dozen product cards, three API reads and their pictures, which on a phone's first
// load competed with the product itself (Lighthouse counted them as blocking time). The placeholder keeps
// roughly the part's height, and the part renders as a transition, in slices that leave the page responsive.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export function NearViewport({
  children,
  placeholderClassName,
  rootMargin = '400px 0px',
}: {
  children: ReactNode;
  /** The placeholder's box, about the size of what replaces it. */
  placeholderClassName: string;
  /** How far ahead of the screen rendering starts. */
  rootMargin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver renders the part at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (near) return <>{children}</>;
  return <div ref={box} aria-hidden="true" className={placeholderClassName} />;
}
