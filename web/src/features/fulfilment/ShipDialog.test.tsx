import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import { writeStorage } from '../../lib/storage';
import { ShipDialog } from './ShipDialog';

const CARRIERS = [
  { id: 1, name: 'Economy Air Mail' },
  { id: 2, name: 'Standard Shipping' },
];
const ORDER = { id: 42, orderNo: 'DM20261122000000042', addressee: 'Ana Souza' };

function server(shipAnswer = ok({ ...ORDER, status: 'shipped' })) {
  return stubApi({ '/order/getExpressCompany': ok(CARRIERS), '/order/ship': shipAnswer });
}

async function open() {
  writeStorage('token', 'tok-1');
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderPage('/CRM/pendingOrder', <ShipDialog order={ORDER} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, onClose };
}

async function chooseCarrier(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Carrier|物流公司/ }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  await user.click(option);
}

const errors = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

afterEach(() => i18n.changeLanguage('en'));

describe('the Ship dialog', () => {
  it('asks for a carrier and a tracking number before it calls anything', async () => {
    const api = server();
    const { user, dialog } = await open();
    expect(within(dialog).getByText('Ship order DM20261122000000042')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() =>
      expect(errors(dialog)).toEqual(['please choose a carrier', 'please enter the tracking number']),
    );
    await user.type(within(dialog).getByLabelText('Tracking number'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(errors(dialog)).toContain('please enter the tracking number'));
    expect(api.sent('/order/ship')).toEqual([]);
  });

  it('refuses a tracking number the server would refuse: too short, too long, spaces or other signs', async () => {
    const api = server();
    const { user, dialog } = await open();
    await chooseCarrier(user, dialog, 'Standard Shipping');
    const input = within(dialog).getByLabelText('Tracking number');
    for (const bad of ['AB1', 'AB 1234', 'AB_1234', `X${'1'.repeat(40)}`]) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
      await waitFor(() =>
        expect(errors(dialog)).toEqual(['the tracking number must be 4 to 40 letters, digits or dashes']),
      );
    }
    expect(api.sent('/order/ship')).toEqual([]);
  });

  it('says the rule in Chinese when the page is in Chinese', async () => {
    await i18n.changeLanguage('zh');
    server();
    const { user, dialog } = await open();
    await chooseCarrier(user, dialog, 'Economy Air Mail');
    await user.type(within(dialog).getByLabelText('运单号'), 'AB#1');
    await user.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(errors(dialog)).toEqual(['运单号须为 4 到 40 位字母、数字或短横线']));
  });

  it('ships with the chosen carrier and the trimmed number, then closes', async () => {
    const api = server();
    const { user, dialog, onClose } = await open();
    await chooseCarrier(user, dialog, 'Standard Shipping');
    await user.type(within(dialog).getByLabelText('Tracking number'), '  LX-123456789CN ');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.sent('/order/ship')).toEqual([{ id: '42', expressId: '2', trackingNo: 'LX-123456789CN' }]);
    expect(
      await screen.findByText('Order DM20261122000000042 shipped; the buyer has been told'),
    ).toBeTruthy();
  });

  it('stays open when the server refuses (the order was shipped meanwhile)', async () => {
    server(failure(409, 'Order DM20261122000000042 has already been shipped'));
    const { user, dialog, onClose } = await open();
    await chooseCarrier(user, dialog, 'Economy Air Mail');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'AB1234');
    await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Order DM20261122000000042 has already been shipped')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
