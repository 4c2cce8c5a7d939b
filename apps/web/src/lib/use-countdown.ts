// Seconds left until a moment, updated every second; counted from the clock, so a sleeping tab is right on waking.
import { useEffect, useState } from 'react';

function secondsUntil(endAt: number | null): number {
  return endAt === null ? 0 : Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
}

export function useCountdown(endAt: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(endAt));
  const [forEnd, setForEnd] = useState(endAt);
  if (forEnd !== endAt) {
    // A new deadline (a resend) shows its full time in the same render, not one tick later.
    setForEnd(endAt);
    setLeft(secondsUntil(endAt));
  }
  useEffect(() => {
    if (endAt === null) return;
    const timer = setInterval(() => {
      const next = secondsUntil(endAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endAt]);
  return left;
}
