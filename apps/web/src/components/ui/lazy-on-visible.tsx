// Renders a below-the-fold part from its own chunk: the chunk loads when the placeholder comes near the screen or
// once the page has loaded, whichever is first, so it never weighs on the first download
// (docs/architecture.md#budgets) yet is ready before the shopper scrolls to it. The placeholder should have the
// part's final size.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLoaded, type IntentLoader } from './lazy-on-intent.tsx';

/** Runs `task` once the page's load event has passed; returns a cancel function. */
function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

export function LazyOnVisible<T>({
  loader,
  fallback,
  children,
  rootMargin = '600px 0px',
}: {
  loader: IntentLoader<T>;
  fallback: ReactNode;
  children: (module: T) => ReactNode;
  /** How far ahead of the screen loading starts. */
  rootMargin?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const module = useLoaded(loader, wanted);

  useEffect(() => {
    if (module || wanted) return;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin },
    );
    observer.observe(box);
    const cancelAfterLoad = afterLoad(() => setWanted(true));
    return () => {
      observer.disconnect();
      cancelAfterLoad();
    };
  }, [module, wanted, rootMargin]);

  return <div ref={boxRef}>{module ? children(module) : fallback}</div>;
}
