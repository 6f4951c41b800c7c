import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { browser } from '../browser';
import { LanguageSwitch } from './LanguageSwitch';

let reload: MockInstance<typeof browser.reload>;

beforeEach(() => {
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
});

describe('language switch', () => {
  it('saves the chosen language as lang and reloads the page', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByText('中文'));
    expect(window.localStorage.getItem('lang')).toBe('zh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the current language is chosen again', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
