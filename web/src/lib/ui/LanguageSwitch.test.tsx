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
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByText('中文'));
    expect(window.localStorage.getItem('lang')).toBe('zh');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the current language is chosen again', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is a menu button: the menu opens on the current language, arrows move, Escape closes back on the button', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '中文' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the visitor clicks elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <p>elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
