import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { file, ok, stubApi } from '../../../test/api';
import { catchSavedFiles } from '../../../test/files';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import ExportRecordPage from './ExportRecordPage';

const record = (id: number, extra: Record<string, unknown>) => ({
  id,
  title: `Product download (${id})`,
  platformDataType: 4,
  status: 'queued',
  progress: 0,
  fileType: 'zip',
  fileSize: null,
  reason: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  finishedAt: null,
  ...extra,
});

describe('export records', () => {
  it('opens on the product tab with ?active=second and follows a task until its file can be fetched', async () => {
    let asks = 0;
    const api = stubApi({
      '/exportRecord/list': (form) => {
        if (form.get('platformDataType') === '5') return ok({ records: [], total: 0, current: 1, size: 10 });
        asks++;
        const first =
          asks === 1
            ? record(3, { status: 'running', progress: 40 })
            : record(3, { status: 'done', progress: 100, fileSize: 2048 });
        return ok({
          records: [first, record(2, { status: 'failed', reason: 'The products are no longer on sale' })],
          total: 2,
          current: 1,
          size: 10,
        });
      },
      '/exportRecord/downloadLink': ok({ url: null, expiresInSeconds: 0 }),
      '/exportRecord/download': file('PK-bytes', 'application/zip'),
    });
    const saved = catchSavedFiles();
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/System/exportRecord', <ExportRecordPage />, '/System/exportRecord?active=second');

    const running = await screen.findByTestId('export-status-3');
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(
      within(screen.getByTestId('export-status-2')).getByText('The products are no longer on sale'),
    ).toBeTruthy();
    expect(api.sent('/exportRecord/list')[0]).toMatchObject({ platformDataType: '4' });

    // The page asks again while a task runs; done, its file can be fetched (only through the API, with the token).
    const fetchButton = await screen.findByTestId('export-download-3', {}, { timeout: 8_000 });
    expect(within(screen.getByTestId('export-status-3')).getByText('Done')).toBeTruthy();
    await user.click(fetchButton);
    await waitFor(() => expect(saved).toEqual([{ name: 'Product download (3).zip', size: 8 }]));
    const call = api.calls.find((c) => c.path === '/exportRecord/download');
    expect(call?.query.get('id')).toBe('3');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(screen.queryByTestId('export-download-2')).toBeNull();
  });

  it('opens the signed storage link when the server keeps files in object storage', async () => {
    const signed = 'https://bucket.example/private/exports/9/3-1.zip?X-Amz-Signature=abc';
    const api = stubApi({
      '/exportRecord/list': (form) =>
        ok({
          records: form.get('platformDataType') === '4' ? [record(3, { status: 'done', progress: 100 })] : [],
          total: 1,
          current: 1,
          size: 10,
        }),
      '/exportRecord/downloadLink': (_form, query) =>
        ok({ url: query.get('id') === '3' ? signed : null, expiresInSeconds: 300 }),
    });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    renderPage('/System/exportRecord', <ExportRecordPage />, '/System/exportRecord?active=second');
    await user.click(await screen.findByTestId('export-download-3'));
    await waitFor(() => expect(opened).toEqual([signed]));
    expect(api.calls.find((c) => c.path === '/exportRecord/downloadLink')?.headers.get('Authorization')).toBe(
      'Bearer tok-1',
    );
    // The bytes come from the storage, not through the API.
    expect(api.calls.some((c) => c.path === '/exportRecord/download')).toBe(false);
  });

  it('shows order-list exports on the first tab by default', async () => {
    const api = stubApi({
      '/exportRecord/list': (form) =>
        ok({
          records:
            form.get('platformDataType') === '5'
              ? [
                  record(9, {
                    title: 'Orders of November',
                    platformDataType: 5,
                    fileType: 'xls',
                    status: 'done',
                  }),
                ]
              : [],
          total: 1,
          current: 1,
          size: 10,
        }),
    });
    writeStorage('token', 'tok-1');
    const user = userEvent.setup();
    const router = renderPage('/System/exportRecord', <ExportRecordPage />);
    expect(await screen.findByText('Orders of November')).toBeTruthy();
    expect(screen.getByText('Order list')).toBeTruthy(); // its type
    expect(screen.getByText('xls')).toBeTruthy();
    expect(api.sent('/exportRecord/list')[0]).toMatchObject({ platformDataType: '5' });
    await user.click(screen.getByRole('tab', { name: 'Product downloads' }));
    expect(router.state.location.search).toBe('?active=second');
    expect(await screen.findByText('No exports yet')).toBeTruthy();
  });
});
