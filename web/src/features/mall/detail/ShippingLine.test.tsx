import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../../test/api';
import { COUNTRIES, SHIPPING } from '../../../../test/catalog';
import { renderPage } from '../../../../test/render';
import { ShippingLine } from './ShippingLine';

function shippingServer() {
  return stubApi({
    '/base/toolDicPage': ok(COUNTRIES),
    '/base/toolExpressModelPage': (_form, query) => {
      const records = SHIPPING[query.get('toId') ?? ''] ?? [];
      return ok({ records, total: records.length });
    },
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderPage('/mall/productDetail', <ShippingLine productId={11} />);
  expect(screen.getByTestId('shipping-line').textContent).toBe('choose a country');
  await user.click(screen.getByTestId('shipping-line'));
  const dialog = await screen.findByRole('dialog', { name: 'Shippable country&shipping methods' });
  return { user, dialog };
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
  await user.keyboard(name.slice(0, 3));
  // The visible option (rc-select also renders an aria-only listbox with the same names).
  const visible = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  await user.click(visible);
}

/** The detail's quantity and the shipping line together: 'one more' raises the quantity. */
function WithQuantity() {
  const [quantity, setQuantity] = useState(2);
  return (
    <>
      <button type="button" onClick={() => setQuantity(quantity + 1)}>
        one more
      </button>
      <ShippingLine productId={11} quantity={quantity} />
    </>
  );
}

describe('shipping dialog', () => {
  it('opens on Brazil with its methods, cheapest first, asking for this product from the origin', async () => {
    const api = shippingServer();
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Economy Air Mail')).toBeTruthy();
    expect(within(dialog).getByText('Standard Shipping')).toBeTruthy();
    expect(within(dialog).getByText('6-15')).toBeTruthy();
    expect(within(dialog).getByText('$6.90')).toBeTruthy();
    expect(api.asked('/base/toolDicPage')).toEqual([{ dicKey: 'countries', size: '300' }]);
    expect(api.asked('/base/toolExpressModelPage')).toEqual([
      { toId: '33', fromId: '1', productId: '11', size: '200', num: '1' },
    ]);
  });

  it('choose a country, pick a row, confirm: the line shows the method, country, cost and days', async () => {
    shippingServer();
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('Economy Air Mail');
    await chooseCountry(user, dialog, 'France');
    await user.click(await within(dialog).findByText('Priority Line'));
    expect((within(dialog).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('shipping-line').textContent).toBe(
        'Priority Line to France: $12.50, 3-5 business days',
      ),
    );
  });

  it('says when no method reaches a country, and confirming needs a row', async () => {
    shippingServer();
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('Economy Air Mail');
    await chooseCountry(user, dialog, 'China');
    expect(await within(dialog).findByText('No shipping method reaches China yet.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('please choose a shipping method')).toBeTruthy();
    expect(screen.getByTestId('shipping-line').textContent).toBe('choose a country');
  });

  it('a cancelled change is forgotten: reopening starts from the confirmed choice', async () => {
    shippingServer();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByText('Standard Shipping'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('shipping-line').textContent).toBe(
        'Standard Shipping to Brazil: $6.90, 6-15 business days',
      ),
    );
    await user.click(screen.getByTestId('shipping-line'));
    const again = await screen.findByRole('dialog', { name: 'Shippable country&shipping methods' });
    await chooseCountry(user, again, 'France');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByTestId('shipping-line'));
    const third = await screen.findByRole('dialog', { name: 'Shippable country&shipping methods' });
    await waitFor(() => expect(within(third).getByText('Standard Shipping')).toBeTruthy());
    expect(screen.getByTestId('shipping-line').textContent).toBe(
      'Standard Shipping to Brazil: $6.90, 6-15 business days',
    );
  });

  it('quotes for the page’s quantity, and asks again when the quantity changes', async () => {
    // The stub weighs like the server: num units cost num times one here.
    const api = stubApi({
      '/base/toolDicPage': ok(COUNTRIES),
      '/base/toolExpressModelPage': (_form, query) => {
        const num = Number(query.get('num'));
        const records = (SHIPPING[query.get('toId') ?? ''] ?? []).map((o) => ({
          ...o,
          money: o.money * num,
        }));
        return ok({ records, total: records.length });
      },
    });
    const user = userEvent.setup();
    renderPage('/mall/productDetail', <WithQuantity />);
    await user.click(screen.getByTestId('shipping-line'));
    const dialog = await screen.findByRole('dialog', { name: 'Shippable country&shipping methods' });
    await user.click(await within(dialog).findByText('Standard Shipping'));
    expect(within(dialog).getByText('$13.80')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('shipping-line').textContent).toBe(
        'Standard Shipping to Brazil: $13.80, 6-15 business days',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'one more' }));
    await waitFor(() =>
      expect(screen.getByTestId('shipping-line').textContent).toBe(
        'Standard Shipping to Brazil: $20.70, 6-15 business days',
      ),
    );
    expect(api.asked('/base/toolExpressModelPage').map((q) => q.num)).toEqual(['2', '3']);
  });
});
