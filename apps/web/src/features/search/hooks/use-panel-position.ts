// Where the header's suggestions panel sits: under the box on wide screens, across the phone under the header.
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

/** On phones the header panel spans the screen under the header; on wider screens it hangs under the box. */
export function usePanelPosition(anchorRef: RefObject<HTMLElement | null>, active: boolean): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!active) return;
    const place = () => {
      const box = anchorRef.current?.getBoundingClientRect();
      if (!box) return;
      if (window.innerWidth >= 1024) {
        setStyle({
          top: box.bottom + 4,
          left: box.left,
          width: box.width,
          maxHeight: `calc(100dvh - ${box.bottom + 16}px)`,
        });
        return;
      }
      const header = anchorRef.current?.closest('header')?.getBoundingClientRect();
      const top = Math.max(header?.bottom ?? box.bottom, box.bottom);
      setStyle({ top, left: 0, right: 0, maxHeight: `calc(100dvh - ${top}px)` });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchorRef, active]);
  return style;
}
