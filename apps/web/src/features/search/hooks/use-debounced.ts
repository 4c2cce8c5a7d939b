// The value once it has stopped changing for delayMs: suggestions wait for a pause in typing
// (docs/behaviour/search.md#limits, 300 ms).
import { useEffect, useState } from 'react';

export function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
