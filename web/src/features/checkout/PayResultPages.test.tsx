import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import PayErrorPage from './PayErrorPage';
import PaySuccessPage from './PaySuccessPage';

describe('payment result pages', () => {
  it("/paySuccess says 'payment successful' and opens the order list after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const router = renderPage('/paySuccess', <PaySuccessPage />);
      expect(screen.getByText('payment successful')).toBeTruthy();
      expect(screen.getByText('Opening your orders in 5 seconds…')).toBeTruthy();
      for (let second = 0; second < 4; second++) await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByText('Opening your orders in 1 second…')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/paySuccess');
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(router.state.location.pathname).toBe('/order/ordinaryOrder');
    } finally {
      vi.useRealTimers();
    }
  });

  it("/payError says 'payment failed' with the spec's text and a view-orders button", async () => {
    const user = userEvent.setup();
    const router = renderPage('/payError', <PayErrorPage />);
    expect(screen.getByText('payment failed')).toBeTruthy();
    expect(screen.getByText('Pay failed: Sorry, payment failed')).toBeTruthy();
    expect(screen.queryByTestId('pay-error-reason')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View orders' }));
    expect(router.state.location.pathname).toBe('/order/ordinaryOrder');
  });
});
