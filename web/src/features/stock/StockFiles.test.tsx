import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, file, ok, stubApi } from '../../../test/api';
import { catchSavedFiles } from '../../../test/files';
import { renderPage } from '../../../test/render';
import MerchantStockInPage from './MerchantStockInPage';
import ReturnStockInPage from './ReturnStockInPage';
import ThirdPartyStockInPage from './ThirdPartyStockInPage';
import ThirdPartyStockOutPage from './ThirdPartyStockOutPage';
import { VariantLabelsModal } from './VariantLabelsModal';
import WarehouseDifferencePage from './WarehouseDifferencePage';
import WarehousePickOutPage from './WarehousePickOutPage';

const slow = { timeout: 25_000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const places = {
  warehouses: [{ id: 1, name: 'China', platform: true, country: '', address: '', contact: '', phone: '' }],
  locations: [],
};
const doc = {
  id: 5,
  docNo: 'SI20261125000000001',
  kind: 'merchant_in',
  warehouseId: 1,
  warehouseName: 'China',
  status: 'draft',
  remark: 'Imported from stock.xlsx',
  lineCount: 1,
  totalQuantity: 3,
  createdAt: '2026-11-25T10:00:00Z',
  confirmedAt: null,
};
const line = {
  id: 1,
  variantId: 9,
  barcode: 'DM0000000009',
  sku: 'CAT-1',
  title: 'Cat bed',
  options: ['Grey'],
  locationId: 0,
  locationCode: '',
  quantity: 3,
};
const emptyPage = { records: [], total: 0, current: 1, size: 10 };

describe('stock-in import, export and labels', () => {
  it('downloads the template, shows every refused row, then imports and opens the draft', async () => {
    let refuse = true;
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/document/list': ok({ records: [doc], total: 1, current: 1, size: 10 }),
      '/stock/document/template': file('PK-template', XLSX),
      '/stock/document/import': () =>
        refuse
          ? failure(
              400,
              '2 rows cannot be imported; nothing was imported:\nRow 3: no product of yours has the barcode or SKU "X"\nRow 5: the quantity "0" is not a whole number from 1 to 1,000,000',
            )
          : ok({ id: 5, lines: 1, quantity: 3, rows: 1 }),
      '/stock/document/detail': ok({ ...doc, lines: [line] }),
    });
    const saved = catchSavedFiles();
    renderPage('/stock/merchantStockIn', <MerchantStockInPage titleKey="titles.stockMerchantStockIn" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('stock-import', {}, slow));
    await user.click(await screen.findByTestId('stock-template'));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['stock-in-template.xlsx']));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['PK-filled'], 'stock.xlsx', { type: XLSX }));
    await user.click(document.getElementById('stock-import-run') as HTMLElement);
    const problem = await screen.findByTestId('stock-import-problem', {}, slow);
    expect(problem.textContent).toContain('Row 3: no product of yours');
    expect(problem.textContent).toContain('Row 5: the quantity "0"');
    expect(api.asked('/stock/document/import')[0]).toMatchObject({ warehouseId: '1', remark: '' });
    const sent = api.calls.find((c) => c.path === '/stock/document/import')?.body as FormData;
    expect((sent.get('file') as File).name).toBe('stock.xlsx');

    refuse = false;
    await user.click(document.getElementById('stock-import-run') as HTMLElement);
    expect(
      await screen.findByText('Imported a draft with 1 lines, 3 pieces: check it and confirm', {}, slow),
    ).toBeTruthy();
    const lines = await screen.findByTestId('stock-lines', {}, slow);
    expect(within(lines).getByText('DM0000000009')).toBeTruthy();
  }, 60_000);

  it('exports the documents under the filters and prints a draft’s labels one per line on a label printer', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/document/list': ok({ records: [doc], total: 1, current: 1, size: 10 }),
      '/stock/document/file': file('PK-xlsx', XLSX),
      '/stock/document/detail': ok({ ...doc, lines: [line] }),
      '/stock/labels/document': file('%PDF-1.3', 'application/pdf'),
    });
    const saved = catchSavedFiles();
    renderPage('/stock/merchantStockIn', <MerchantStockInPage titleKey="titles.stockMerchantStockIn" />);
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Document number or remark', {}, slow), 'beta{Enter}');
    await user.click(screen.getByTestId('stock-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^stock-in-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(api.asked('/stock/document/file')).toEqual([{ keyword: 'beta' }]);

    await user.click(await screen.findByTestId('stock-doc-open-5', {}, slow));
    await user.click(await screen.findByTestId('stock-labels', {}, slow));
    await user.click(await screen.findByText('One per line (1)'));
    await user.click(screen.getByText('Label printer, 60 × 40 mm'));
    await user.click(document.getElementById('labels-download') as HTMLElement);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe('labels-SI20261125000000001.pdf');
    expect(api.asked('/stock/labels/document')).toEqual([{ id: '5', per: 'line', layout: 'roll' }]);
  }, 60_000);

  it('imports a third-party stock-in from its own template, into an own warehouse', async () => {
    const own = {
      id: 7,
      name: 'Lisbon 3PL',
      platform: false,
      country: '',
      address: '',
      contact: '',
      phone: '',
    };
    const inDoc = { ...doc, id: 6, docNo: 'TI20261125000000001', kind: 'third_party_in', warehouseId: 7 };
    const api = stubApi({
      '/stock/places': ok({ warehouses: [...places.warehouses, own], locations: [] }),
      '/stock/thirdPartyIn/list': ok(emptyPage),
      '/stock/thirdPartyIn/template': file('PK-template', XLSX),
      '/stock/thirdPartyIn/import': ok({ id: 6, lines: 1, quantity: 3, rows: 1 }),
      '/stock/thirdPartyIn/detail': ok({ ...inDoc, lines: [line] }),
    });
    const saved = catchSavedFiles();
    renderPage(
      '/stock/thirdPartyStockIn',
      <ThirdPartyStockInPage titleKey="titles.stockThirdPartyStockIn" />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('stock-import', {}, slow));
    await user.click(await screen.findByTestId('stock-template'));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['third-party-stock-in-template.xlsx']));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['PK-filled'], 'stock.xlsx', { type: XLSX }));
    // no warehouse chosen yet (the platform's is not offered): nothing to run
    const run = document.getElementById('stock-import-run') as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    await user.click(within(screen.getByRole('dialog')).getByRole('combobox'));
    expect(document.querySelector('.ant-select-item-option[title="China"]')).toBeNull();
    await user.click(
      await waitFor(() => {
        const found = document.querySelector('.ant-select-item-option[title="Lisbon 3PL"]');
        if (!found) throw new Error('no own warehouse offered');
        return found;
      }),
    );
    await user.click(run);
    expect(
      await screen.findByText('Imported a draft with 1 lines, 3 pieces: check it and confirm', {}, slow),
    ).toBeTruthy();
    expect(api.asked('/stock/thirdPartyIn/import')[0]).toMatchObject({ warehouseId: '7' });
    expect(api.asked('/stock/document/import')).toEqual([]);
  }, 60_000);

  it('exports a third-party list through the same button under its own name; no import, no labels there', async () => {
    const own = {
      id: 7,
      name: 'Lisbon 3PL',
      platform: false,
      country: '',
      address: '',
      contact: '',
      phone: '',
    };
    const outDoc = { ...doc, id: 8, docNo: 'TO20261125000000001', kind: 'third_party_out', warehouseId: 7 };
    const api = stubApi({
      '/stock/places': ok({ warehouses: [...places.warehouses, own], locations: [] }),
      '/stock/thirdPartyOut/list': ok({ records: [outDoc], total: 1, current: 1, size: 10 }),
      '/stock/thirdPartyOut/file': file('PK-xlsx', XLSX),
      '/stock/thirdPartyOut/detail': ok({ ...outDoc, lines: [{ ...line, available: 5 }] }),
    });
    const saved = catchSavedFiles();
    renderPage(
      '/stock/thirdPartyStockOut',
      <ThirdPartyStockOutPage titleKey="titles.stockThirdPartyStockOut" />,
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByPlaceholderText('Document number or remark', {}, slow),
      'gamma{Enter}',
    );
    await user.click(screen.getByTestId('stock-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^third-party-stock-out-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(api.asked('/stock/thirdPartyOut/file')).toEqual([{ keyword: 'gamma' }]);
    expect(screen.queryByTestId('stock-import')).toBeNull();
    await user.click(await screen.findByTestId('stock-doc-open-8', {}, slow));
    await screen.findByTestId('stock-lines', {}, slow);
    expect(screen.queryByTestId('stock-labels')).toBeNull();
  }, 60_000);

  it('exports the pick list, the counts and the returns under their filters', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/pick/list': ok({ ...emptyPage, orderCount: 0, totalQuantity: 0 }),
      '/stock/pick/file': file('PK', XLSX),
      '/stock/count/list': ok(emptyPage),
      '/stock/count/file': file('PK', XLSX),
      '/stock/returnIn/list': ok(emptyPage),
      '/stock/returnIn/file': file('PK', XLSX),
    });
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    renderPage('/stock/warehousePickOut', <WarehousePickOutPage titleKey="titles.stockWarehousePickOut" />);
    await user.type(
      await screen.findByPlaceholderText('Order number, barcode or SKU', {}, slow),
      'ORD2{Enter}',
    );
    await user.click(screen.getByTestId('pick-export'));
    await waitFor(() => expect(api.asked('/stock/pick/file')).toEqual([{ keyword: 'ORD2' }]));
    cleanup();

    renderPage(
      '/stock/warehouseDifference',
      <WarehouseDifferencePage titleKey="titles.stockWarehouseDifference" />,
    );
    await user.type(await screen.findByPlaceholderText('Document number or remark', {}, slow), 'SC1{Enter}');
    await user.click(screen.getByTestId('count-export'));
    await waitFor(() => expect(api.asked('/stock/count/file')).toEqual([{ keyword: 'SC1' }]));
    cleanup();

    renderPage('/stock/returnStockIn', <ReturnStockInPage titleKey="titles.stockReturnStockIn" />);
    await user.click(await screen.findByTestId('return-export', {}, slow));
    await waitFor(() => expect(api.asked('/stock/returnIn/file')).toEqual([{ status: 'waiting' }]));
    expect(saved.map((s) => s.name.replace(/-\d{4}-\d{2}-\d{2}/, ''))).toEqual([
      'pick-list.xlsx',
      'stock-counts.xlsx',
      'return-stock-in.xlsx',
    ]);
  }, 90_000);

  it('prints chosen variants of a product, copies each (0 leaves one out)', async () => {
    const api = stubApi({
      '/stock/barcodes': ok([
        { variantId: 9, barcode: 'DM0000000009', sku: 'CAT-1', title: 'Cat bed', options: ['Grey'] },
        { variantId: 10, barcode: 'DM0000000010', sku: 'CAT-2', title: 'Cat bed', options: ['Blue'] },
      ]),
      '/stock/labels/variants': file('%PDF-1.3', 'application/pdf'),
    });
    const saved = catchSavedFiles();
    renderPage('/x', <VariantLabelsModal productId={3} onClose={() => {}} />);
    const user = userEvent.setup();
    const first = await screen.findByTestId('label-copies-9', {}, slow);
    await user.clear(first);
    await user.type(first, '3');
    const second = screen.getByTestId('label-copies-10');
    await user.clear(second);
    await user.type(second, '0');
    await user.click(screen.getByText('Download PDF (3 labels)'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('/stock/barcodes')).toEqual([{ productId: '3' }]);
    const body = api.calls.find((c) => c.path === '/stock/labels/variants')?.body;
    expect(JSON.parse(String(body))).toEqual({ layout: 'sheet', items: [{ variantId: 9, copies: 3 }] });
  }, 60_000);
});
