import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './useReducedMotion';

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function fakeMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        get matches() {
          return media === '(prefers-reduced-motion: reduce)' && matches;
        },
        media,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      matches = next;
      for (const fn of listeners) fn();
    },
  };
}

function Probe() {
  return <p>{useReducedMotion() ? 'reduced' : 'full'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useReducedMotion', () => {
  it('reads the system setting and follows it when it changes', () => {
    const media = fakeMedia(true);
    render(<Probe />);
    expect(screen.getByText('reduced')).toBeTruthy();
    act(() => media.set(false));
    expect(screen.getByText('full')).toBeTruthy();
  });
});
