import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { TemplateDraft } from './api';
import { CouponTemplateModal } from './CouponTemplateModal';

const slow = { timeout: 25_000 };

function open(editing: TemplateDraft | null = null) {
  const onSave = vi.fn<(draft: TemplateDraft) => void>();
  render(<CouponTemplateModal editing={editing} saving={false} onSave={onSave} onCancel={() => undefined} />);
  return onSave;
}

describe('the coupon template modal', () => {
  it('asks for the titles and the amount, refuses an amount not below the minimum spend, then saves', async () => {
    await i18n.changeLanguage('en');
    const onSave = open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('coupon-template-save', {}, slow));
    expect(await screen.findByText('Title (English) is required', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Title (Chinese) is required', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Amount off is required', {}, slow)).toBeTruthy();

    await user.type(screen.getByTestId('coupon-template-titleEn'), 'Ten off forty');
    await user.type(screen.getByTestId('coupon-template-titleZh'), '满40减10');
    await user.type(screen.getByTestId('coupon-template-amount'), '40');
    await user.clear(screen.getByTestId('coupon-template-minSpend'));
    await user.type(screen.getByTestId('coupon-template-minSpend'), '40');
    await user.click(screen.getByTestId('coupon-template-save'));
    expect(
      await screen.findByText(
        'the amount must be less than the minimum spend (or set the minimum spend to 0 for no threshold)',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('coupon-template-amount'));
    await user.type(screen.getByTestId('coupon-template-amount'), '10');
    await user.clear(screen.getByTestId('coupon-template-validDays'));
    await user.type(screen.getByTestId('coupon-template-validDays'), '14');
    await user.click(screen.getByTestId('coupon-template-save'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: undefined,
        titleEn: 'Ten off forty',
        titleZh: '满40减10',
        amount: 10,
        minSpend: 40,
        validDays: 14,
        claimable: true,
        perBusiness: 1,
        remaining: null,
        claimUntil: null,
      }),
    );
  });

  it('speaks Chinese when the page does', async () => {
    await i18n.changeLanguage('zh');
    const onSave = open();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('coupon-template-titleEn', {}, slow), 'x'.repeat(101));
    await user.click(screen.getByTestId('coupon-template-save'));
    expect(await screen.findByText('标题（英文）过长', {}, slow)).toBeTruthy();
    expect(await screen.findByText('标题（中文）不能为空', {}, slow)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
  });
});
