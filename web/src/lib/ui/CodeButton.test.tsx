import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CodeScope } from '../codeCooldown';
import { ApiError } from '../http';
import { readStorage } from '../storage';
import { CodeButton } from './CodeButton';

const sent = async () => 'get Success!';

function renderButton(scope: CodeScope = 'registerPage', onSend: () => Promise<string | null> = sent) {
  return render(<CodeButton scope={scope} onSend={onSend} />);
}

const button = () => screen.getByTestId('code-button');

async function send() {
  fireEvent.click(button());
  await act(() => vi.advanceTimersByTimeAsync(0)); // let onSend settle
}

/** Advance the clock and the timers together, as the seconds pass for the user. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('code button countdown', () => {
  it('counts down 120 s after a send and resumes where it was after a remount (a reload)', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const first = renderButton();
    expect(button().textContent).toBe('Get code');
    await send();
    expect(button().textContent).toBe('120s to resend');
    expect(button().hasAttribute('disabled')).toBe(true);
    expect(readStorage('myEndTime')).toBe(Date.parse('2025-01-01T00:02:00Z'));
    await pass(30_000);
    expect(button().textContent).toBe('90s to resend');

    first.unmount();
    vi.setSystemTime(Date.parse('2025-01-01T00:00:40Z')); // ten seconds away from the page
    renderButton();
    expect(button().textContent).toBe('80s to resend');
    expect(button().hasAttribute('disabled')).toBe(true);
    await pass(80_000);
    expect(button().textContent).toBe('Resend the verification code');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('does not start when the form stopped the send', async () => {
    vi.useFakeTimers();
    renderButton('login', async () => null);
    await send();
    expect(button().textContent).toBe('Get code');
    expect(readStorage('myEndTime')).toBeNull();
  });

  it('does not start when the call failed', async () => {
    vi.useFakeTimers();
    renderButton('login', () => Promise.reject(new Error('429')));
    await send();
    expect(button().textContent).toBe('Get code');
    expect(readStorage('myEndTime')).toBeNull();
  });

  it('counts down the seconds the server names when it refuses a send during its cool-down', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    renderButton('login', () => Promise.reject(new ApiError('wait 87 seconds', 'server', 1429, 429, 87)));
    await send();
    expect(button().textContent).toBe('87s to resend');
    expect(button().hasAttribute('disabled')).toBe(true);
    expect(readStorage('myEndTime')).toBe(Date.parse('2025-01-01T00:01:27Z'));
  });

  it('is cleared when the user returns to login from the register or reset page', async () => {
    vi.useFakeTimers();
    const register = renderButton('registerPage');
    await send();
    expect(readStorage('registerPage')).toBe('1');
    register.unmount();
    renderButton('login');
    expect(button().textContent).toBe('Get code');
    expect(readStorage('myEndTime')).toBeNull();
    expect(readStorage('registerPage')).toBeNull();
  });

  it("drops another form's cool-down: a login countdown does not hold the reset page's button", async () => {
    vi.useFakeTimers();
    const loginButton = renderButton('login');
    await send();
    loginButton.unmount();
    renderButton('forgetPass');
    expect(button().textContent).toBe('Get code');
    expect(button().hasAttribute('disabled')).toBe(false);
  });
});
