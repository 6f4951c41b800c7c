import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { readStorage, writeStorage } from '../../lib/storage';
import { AgreementGate } from './AgreementGate';

const agreement = (id: number, title: string) => ({
  id,
  title,
  context: `Text of ${title}`,
  updateTime: '2026-03-01T12:00:00.000Z',
  messageFile: id === 1 ? [{ name: 'Terms PDF', url: 'https://example.com/terms.pdf' }] : [],
  state: 'published',
  status: 0,
});

describe('agreement gate', () => {
  it('with salt 1, shows each unread agreement; tick first, Next, then Completed clears the salt', async () => {
    const api = stubApi({
      '/treaty/page': ok({
        records: [agreement(1, 'Seller terms'), agreement(2, 'Privacy')],
        total: 2,
        current: 1,
        size: 50,
      }),
      '/treaty/read': ok({ read: 1 }),
    });
    writeStorage('token', 'tok');
    writeStorage('salt', '1');
    const user = userEvent.setup();
    renderPage('/', <AgreementGate />);
    expect(await screen.findByText('Seller terms')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms PDF' }).getAttribute('href')).toBe(
      'https://example.com/terms.pdf',
    );
    expect(screen.getByText('Please read the agreements (1/2)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please tick "I have read this" first')).toBeTruthy();
    expect(api.sent('/treaty/read')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I have read this' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Privacy')).toBeTruthy();
    expect(api.sent('/treaty/read')).toEqual([{ ids: '1' }]);
    expect((screen.getByRole('checkbox', { name: 'I have read this' }) as HTMLInputElement).checked).toBe(
      false,
    );

    await user.click(screen.getByRole('checkbox', { name: 'I have read this' }));
    // The button's loading icon leaves by an animation jsdom never ends: find it by its text.
    const done = screen.getByTestId('agreement-next');
    expect(done.textContent).toContain('Completed');
    await user.click(done);
    await vi.waitFor(() => expect(readStorage('salt')).toBe('0'));
    expect(api.sent('/treaty/read')).toEqual([{ ids: '1' }, { ids: '2' }]);
    await vi.waitFor(() => expect(screen.queryByText('Privacy')).toBeNull());
  });

  it('with salt 0 asks nothing', () => {
    const api = stubApi({});
    writeStorage('salt', '0');
    renderPage('/', <AgreementGate />);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
