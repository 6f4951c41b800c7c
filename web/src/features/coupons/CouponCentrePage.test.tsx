import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import CouponCentrePage from './CouponCentrePage';

const item = (templateId: number, title: string, extra: object = {}) => ({
  templateId,
  title,
  money: 8,
  minSpend: 40,
  validDays: 30,
  remaining: 5,
  claimUntil: null,
  claimed: 0,
  perBusiness: 1,
  ...extra,
});
const page = (records: unknown[]) => ok({ records, total: records.length, current: 1, size: 50 });
const slow = { timeout: 25_000 };
const card = (title: string) =>
  screen.getAllByTestId('centre-coupon').find((c) => within(c).queryByText(title)) as HTMLElement;

describe('coupon centre', () => {
  it('claims an open coupon, then shows it as claimed; held and sold-out ones cannot be claimed', async () => {
    writeStorage('token', 'tok-1');
    let claimed = 0;
    const api = stubApi({
      '/api/coupon/centre': () =>
        page([
          item(1, 'Spring sale', { claimed, remaining: 5 - claimed }),
          item(2, 'Held one', { claimed: 1 }),
          item(3, 'Gone', { remaining: 0 }),
        ]),
      '/api/coupon/claim': () => {
        claimed += 1;
        return ok({ id: 77, validTo: '2026-12-22T00:00:00.000Z' });
      },
    });
    renderPage('/coupon/index2', <CouponCentrePage titleKey="titles.couponIndex2" />);
    await screen.findByText('Spring sale', {}, slow);
    expect(within(card('Spring sale')).getByText('$8.00')).toBeTruthy();
    expect(within(card('Spring sale')).getByText('over $40.00')).toBeTruthy();
    expect(within(card('Spring sale')).getByText('Valid for 30 days once claimed · 5 left')).toBeTruthy();
    expect(within(card('Held one')).getByRole('button', { name: 'Claimed' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(card('Gone')).getByRole('button', { name: 'All claimed' })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.setup().click(within(card('Spring sale')).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(api.sent('/api/coupon/claim')).toEqual([{ templateId: '1' }]));
    await waitFor(() =>
      expect(within(card('Spring sale')).getByRole('button', { name: 'Claimed' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});
