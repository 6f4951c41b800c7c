import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { readStorage } from '../../lib/storage';
import type { SettlementApplication, SettlementState } from './api';
import SettlementPage from './SettlementPage';

const application: SettlementApplication = {
  id: 1,
  legalName: 'Ann Comercio Ltda',
  idType: 'CNPJ',
  idNo: '11.222.333/0001-81',
  contactName: 'Ann',
  contactPhone: '5511987654321',
  address: 'Rua A, 1, Sao Paulo',
  documentUrl: '',
  state: 'pending',
  rejectReason: '',
  submittedAt: '2025-01-02T10:00:00.000Z',
};

const state = (patch: Partial<SettlementState>): SettlementState => ({
  settleStatus: 0,
  rzStatus: 4,
  application: null,
  mayApply: true,
  ...patch,
});

function renderSettlement() {
  renderPage('/Settlement', <SettlementPage />);
}

describe('settlement page', () => {
  it('offers the form while certification is required, and checks the CPF/CNPJ check digits', async () => {
    stubApi({ '/business/settlement': ok(state({})) });
    const user = userEvent.setup();
    renderSettlement();
    expect(await screen.findByText('Certification required')).toBeTruthy();
    await user.type(screen.getByLabelText('CNPJ number'), '11.222.333/0001-82');
    expect(await screen.findByText('the CPF or CNPJ number is not valid')).toBeTruthy();
    // Switching the type checks the number again, against the other rule.
    await user.click(screen.getByText('CPF (person)'));
    expect(await screen.findByLabelText('CPF number')).toBeTruthy();
    expect(await screen.findByText('the CPF or CNPJ number is not valid')).toBeTruthy();
  });

  it('submits the details, then shows the application under review and stores the new status', async () => {
    const api = stubApi({
      '/business/settlement': ok(state({})),
      '/business/settlement/submit': ok(state({ settleStatus: 1, application }), 'Submitted for review'),
    });
    const user = userEvent.setup();
    renderSettlement();
    await user.type(await screen.findByLabelText('Legal name'), 'Ann Comercio Ltda');
    await user.type(screen.getByLabelText('CNPJ number'), '11.222.333/0001-81');
    await user.type(screen.getByLabelText('Contact name'), 'Ann');
    await user.type(screen.getByLabelText('Contact phone'), '5511987654321');
    await user.type(screen.getByLabelText('Registered address'), 'Rua A, 1, Sao Paulo');
    await user.click(screen.getByTestId('settlement-submit'));
    expect(await screen.findByText('Submitted for review')).toBeTruthy();
    expect(api.sent('/business/settlement/submit')).toEqual([
      {
        legalName: 'Ann Comercio Ltda',
        idType: 'CNPJ',
        idNo: '11.222.333/0001-81',
        contactName: 'Ann',
        contactPhone: '5511987654321',
        address: 'Rua A, 1, Sao Paulo',
      },
    ]);
    const pending = await screen.findByTestId('settlement-pending');
    expect(within(pending).getByText('Your application is under review')).toBeTruthy();
    expect(screen.queryByTestId('settlement-submit')).toBeNull();
    expect(readStorage('settStatus')).toBe('1');
  });

  it('shows the rejection reason and the form again with the previous details', async () => {
    stubApi({
      '/business/settlement': ok(
        state({
          settleStatus: 3,
          application: { ...application, state: 'rejected', rejectReason: 'Blurry document' },
        }),
      ),
    });
    renderSettlement();
    expect(await screen.findByText('Your application was not approved')).toBeTruthy();
    expect(screen.getByText(/Blurry document/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Legal name').value).toBe('Ann Comercio Ltda');
  });

  it('shows a certified business that there is nothing to do', async () => {
    stubApi({ '/business/settlement': ok(state({ settleStatus: 2, rzStatus: 2 })) });
    renderSettlement();
    expect(await screen.findByText('Your business is certified')).toBeTruthy();
    expect(screen.queryByTestId('settlement-submit')).toBeNull();
  });

  it('shows a staff member who may not apply the state only: no details, no form, who to ask', async () => {
    stubApi({ '/business/settlement': ok(state({ settleStatus: 1, mayApply: false })) });
    renderSettlement();
    const pending = await screen.findByTestId('settlement-pending');
    expect(within(pending).getByText('Your application is under review')).toBeTruthy();
    expect(within(pending).queryByText('Complete your business profile')).toBeNull();
    expect(screen.getByTestId('settlement-only-applicant').textContent).toContain(
      'for the owner and for staff with the Business Info permission',
    );
    expect(screen.queryByText('Legal name')).toBeNull();
    expect(screen.queryByTestId('settlement-submit')).toBeNull();
  });

  it('tells a staff member who may not apply that a rejected application is for the owner to correct', async () => {
    stubApi({ '/business/settlement': ok(state({ settleStatus: 3, mayApply: false })) });
    renderSettlement();
    expect(await screen.findByText('Your application was not approved')).toBeTruthy();
    expect(
      screen.getByText(
        'The owner, or staff with the Business Info permission, can see why and submit it again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/none given/)).toBeNull();
    expect(screen.queryByTestId('settlement-submit')).toBeNull();
  });
});
