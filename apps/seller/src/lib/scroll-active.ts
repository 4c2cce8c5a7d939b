// Rows that scroll sideways on a phone (the sections, the order tabs) keep their current entry in view: a seller who
// opens Returns or the Delivered tab sees it marked, not cut off at the edge.
import { useEffect, type RefObject } from 'react';

export function useActiveInView(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    // scrollIntoView also moves the page; only the row should move.
    const row = ref.current;
    if (!active || !row || row.scrollWidth <= row.clientWidth) return;
    const left = active.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, left - (row.clientWidth - active.offsetWidth) / 2);
    }
  }, [ref, key]);
}
