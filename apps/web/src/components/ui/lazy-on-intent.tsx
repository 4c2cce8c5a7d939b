// Loads a heavy interactive part (a menu, popover, drawer or dialog with its library code) only when the shopper
// shows intent, so a page's first download carries just the lightweight triggers (docs/architecture.md#budgets JS
// budget).
import {
  cloneElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';

export interface IntentLoader<T> {
  /** Starts the download once (again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /** The module once it has arrived, so a later mount renders the real thing at once. */
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

/** Wraps a dynamic `import()`; create one per module, at module level, and share it. */
export function intentLoader<T>(importer: () => Promise<T>): IntentLoader<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          value = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          // A later intent retries, e.g. once the connection is back.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function preload(loader: IntentLoader<unknown>) {
  if (!loader.current())
    loader.load().catch((error: unknown) => console.error('Could not load a part of the page', error));
}

/**
 * Runs `task` once the page has loaded and the browser is idle, so a preload never competes with the first
 * download or paint. Returns a cancel function (an effect's cleanup).
 */
export function whenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 300);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** Laid out on this screen size (not `display: none`, e.g. behind `hidden lg:block`). */
function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0 || [...element.children].some(isRendered);
}

/** Preloads when idle after load if `ref`'s element is laid out: its trigger is one tap away on this screen. */
export function usePreloadWhenIdle(loader: IntentLoader<unknown>, ref: RefObject<Element | null>) {
  useEffect(() => {
    if (loader.current()) return;
    return whenIdle(() => {
      if (ref.current && isRendered(ref.current)) preload(loader);
    });
  }, [loader, ref]);
}

/** The module once loaded; `wanted` (e.g. a dialog's `open`) starts the download. */
export function useLoaded<T>(loader: IntentLoader<T>, wanted = false): T | undefined {
  const module = useSyncExternalStore(loader.subscribe, loader.current, loader.current);
  useEffect(() => {
    if (wanted && !module) preload(loader);
  }, [loader, wanted, module]);
  return module;
}

/**
 * Props for a plain button that opens a lazily loaded dialog: pointer over it (mouse, pen or the start of a
 * touch) or focus on it starts the download, so the click usually finds the dialog ready.
 */
export function preloadProps(
  loader: IntentLoader<unknown>,
): Pick<HTMLAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus'> {
  const start = () => preload(loader);
  return { onPointerEnter: start, onFocus: start };
}

/** What the shopper was doing with a stand-in trigger when the real part arrived: carried on, not repeated. */
export interface Intent {
  /** Mouse over the trigger, keyboard focus on it, or a click / Enter / Space / tap. */
  kind: 'hover' | 'focus' | 'activate';
  /** Which trigger, when a stand-in has several (e.g. one per mega menu). */
  key: string;
  /** Activated from the keyboard (Enter or Space), so the real part opens as it would for a keyboard. */
  keyboard: boolean;
}

export type IntentProps = Required<
  Pick<
    HTMLAttributes<HTMLElement>,
    'onPointerEnter' | 'onPointerLeave' | 'onPointerDown' | 'onFocus' | 'onBlur' | 'onClick'
  >
>;

export interface StandIn {
  /** Handlers for one trigger of the stand-in. */
  intent: (key?: string) => IntentProps;
  /** Starts the download (e.g. when the pointer enters a whole bar of triggers). */
  preload: () => void;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusablesIn(box: HTMLElement | null): Element[] {
  return box ? [...box.querySelectorAll(FOCUSABLE)] : [];
}

export interface LazyOnIntentProps<T> {
  loader: IntentLoader<T>;
  /** The lightweight stand-in, drawn exactly like the real trigger(s), with `intent(key)` spread on each trigger. */
  fallback: (standIn: StandIn) => ReactNode;
  /** The real thing once loaded; `arrival` says what the shopper was doing as it arrived. */
  children: (module: T, arrival: Intent | null) => ReactNode;
  /** Preload when idle after load if the stand-in is laid out (default); false waits for intent. */
  preloadWhenVisible?: boolean;
}

/**
 * Shows `fallback` until `loader`'s module is there, then `children`. Intent on the stand-in (hover, focus, click)
 * starts the download; the intent still in progress on arrival is handed over (a click opens the real overlay at
 * once, so a keyboard or touch user gets the same result in one action), and keyboard focus moves to the same
 * control in the real version. The wrapper is `display: contents`, so it adds no box to the layout.
 */
export function LazyOnIntent<T>({
  loader,
  fallback,
  children,
  preloadWhenVisible = true,
}: LazyOnIntentProps<T>) {
  const boxRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(-1);
  const [intent, setIntent] = useState<Intent | null>(null);

  const subscribe = useCallback(
    (onChange: () => void) =>
      loader.subscribe(() => {
        // Where focus sits in the stand-in, noted before React replaces it.
        const active = document.activeElement;
        focusIndex.current = active ? focusablesIn(boxRef.current).indexOf(active) : -1;
        onChange();
      }),
    [loader],
  );
  const module = useSyncExternalStore(subscribe, loader.current, loader.current);

  useLayoutEffect(() => {
    const index = focusIndex.current;
    focusIndex.current = -1;
    if (!module || index < 0) return;
    // Only if focus went down with the stand-in; never pull it back from where the shopper has moved it.
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = focusablesIn(boxRef.current)[index];
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [module]);

  usePreloadWhenIdle(loader, preloadWhenVisible ? boxRef : NO_ELEMENT);

  const start = useCallback(() => preload(loader), [loader]);
  const standIn: StandIn = {
    preload: start,
    intent: (key = '') => ({
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        start();
        if (event.pointerType === 'mouse')
          setIntent((i) => (i?.kind === 'activate' ? i : { kind: 'hover', key, keyboard: false }));
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse')
          setIntent((i) => (i?.kind === 'hover' && i.key === key ? null : i));
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        start();
        // Keyboard focus only: a mouse click focuses too, and that is an activation, handled by onClick.
        if (event.currentTarget.matches(':focus-visible'))
          setIntent((i) => (i?.kind === 'activate' ? i : { kind: 'focus', key, keyboard: true }));
      },
      onBlur: () => setIntent((i) => (i?.kind === 'focus' && i.key === key ? null : i)),
      // A mouse press is what a Radix trigger opens on. Noted at the press as well as at the click: when the part
      // arrives between the two (seen under load, the idle preload landing mid-click), the click goes to the real
      // trigger, which never saw the press, and only the noted intent opens it. A touch press may start a scroll.
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'mouse' || event.button !== 0) return;
        start();
        setIntent({ kind: 'activate', key, keyboard: false });
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        start();
        // A click that comes from Enter or Space has no pointer position: detail is 0.
        setIntent({ kind: 'activate', key, keyboard: event.detail === 0 });
      },
    }),
  };

  return (
    <div ref={boxRef} className="contents">
      {module ? children(module, intent) : fallback(standIn)}
    </div>
  );
}

const NO_ELEMENT: RefObject<null> = { current: null };

/**
 * The stand-in for a Radix trigger: the same element, closed, with the intent handlers. Radix adds the same
 * `aria-haspopup`, `aria-expanded` and `data-state` to its trigger, so the two look and announce alike.
 */
export function StandInTrigger({
  trigger,
  popup,
  intent,
}: {
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  popup: 'menu' | 'dialog';
  intent: IntentProps;
}) {
  return cloneElement(trigger, {
    ...intent,
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
  } as HTMLAttributes<HTMLElement>);
}
