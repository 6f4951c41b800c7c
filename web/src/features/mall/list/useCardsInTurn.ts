import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` cards to draw now: `step` at first, `step` more each following task until all are drawn.
 * A page of 50 cards committed at once was one task of ~200 ms on a slow phone (with its pictures and
 * thumbnails: ~1,000 elements); ten at a time are short tasks, and the first ten fill the screen.
 * Later pages (the visitor paging) draw whole: the count only grows.
 */
export function useCardsInTurn(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
