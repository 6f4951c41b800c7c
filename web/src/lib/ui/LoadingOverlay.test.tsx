import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loading } from '../loading';
import { LoadingOverlay } from './LoadingOverlay';

const spinning = () => document.querySelector('[role="status"]')?.textContent === 'Loading...';

afterEach(() => {
  while (loading.count() > 0) loading.stop();
});

describe('loading overlay', () => {
  it('shows a spinner while a request is in flight, after a short delay, and hides it after', async () => {
    vi.useFakeTimers();
    render(<LoadingOverlay />);
    expect(spinning()).toBe(false);
    act(() => loading.start());
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(spinning()).toBe(false); // not yet: a quick call does not flash it
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(spinning()).toBe(true);
    act(() => loading.stop());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(spinning()).toBe(false);
  });
});
