import { API_KEY_SCOPES, WEBHOOK_VERIFY_SNIPPET } from '@dropmall/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import ApiIntegrationsPage from './ApiIntegrationsPage';

describe('API Integrations page', () => {
  it('explains keys, every scope, limits and errors, with examples that call this server', async () => {
    const router = renderPage('/api-integrations', <ApiIntegrationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'API Integrations' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').querySelector('code')?.textContent)).toEqual([
      ...API_KEY_SCOPES,
    ]);
    expect(screen.getByText(/429 with Retry-After/)).toBeTruthy();
    expect(screen.getByText(/401 with code 1001/)).toBeTruthy();
    const origin = window.location.origin;
    expect(screen.getByTestId('example-curl').textContent).toContain(
      `"${origin}/v1/mall/index/page?size=5&sortIndex=1"`,
    );
    expect(screen.getByTestId('example-typescript').textContent).toContain('/api/order/orderList');
    // Webhooks: the headers, the retries and the verification code the API tests run against real deliveries.
    expect(screen.getByText(/X-Dropmall-Signature \(v1=/)).toBeTruthy();
    expect(screen.getByText(/1, 5, 30, 120 and 360 minutes/)).toBeTruthy();
    expect(screen.getByTestId('example-webhook-verify').textContent).toBe(WEBHOOK_VERIFY_SNIPPET);
    expect(screen.getByRole('link', { name: 'Open Webhooks' }).getAttribute('href')).toBe(
      '/myCenter/api?tab=webhooks',
    );
    expect(screen.getByRole('link', { name: '/api-docs' }).getAttribute('href')).toBe('/api-docs');
    // The typed client, generated from this server's document (api/test/api-client.test.ts runs the same).
    const client = screen.getByTestId('example-client').textContent;
    expect(client).toContain(`npx openapi-typescript ${origin}/api-docs/json -o dropmall-api.d.ts`);
    expect(client).toContain('createClient<paths>({');
    fireEvent.click(screen.getByRole('link', { name: 'Open API Keys' }));
    expect(router.state.location.pathname).toBe('/myCenter/api');
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderPage('/api-integrations', <ApiIntegrationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'API 集成' })).toBeTruthy();
    expect(screen.getByText('订单（只读）')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
