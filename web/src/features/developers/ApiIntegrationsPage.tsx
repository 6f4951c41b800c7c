import { API_KEY_SCOPES, WEBHOOK_VERIFY_SNIPPET } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scopeKey } from '../../lib/apiKeyScopes';
import '../policies/policies.css';
import './developers.css';

/** The examples call the server the page came from, with the demo data a fresh start has. */
function examples(origin: string) {
  const curl = [
    `curl -H "Authorization: Bearer $DROPMALL_KEY" \\`,
    `  "${origin}/v1/mall/index/page?size=5&sortIndex=1"`,
  ].join('\n');
  const typescript = [
    `const base = '${origin}/v1';`,
    `const headers = { authorization: \`Bearer \${process.env.DROPMALL_KEY}\` };`,
    '',
    '// Your orders as a buyer, newest first (scope orders:read).',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, shown as text
    'const res = await fetch(`${base}/api/order/orderList`, {',
    `  method: 'POST',`,
    `  headers: { ...headers, 'content-type': 'application/json' },`,
    '  body: JSON.stringify({ current: 1, size: 10 }),',
    '});',
    `if (res.status === 429) console.log('wait', res.headers.get('retry-after'), 's');`,
    'const { result } = await res.json();',
    'for (const order of result.records) console.log(order.orderNo, order.status, order.total);',
  ].join('\n');
  // A typed client: types generated from this server's OpenAPI document, calls through openapi-fetch.
  const client = [
    `npx openapi-typescript ${origin}/api-docs/json -o dropmall-api.d.ts`,
    'npm install openapi-fetch',
    '',
    `import createClient from 'openapi-fetch';`,
    `import type { paths } from './dropmall-api';`,
    '',
    'const dropmall = createClient<paths>({',
    `  baseUrl: '${origin}',`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal, shown as text
    '  headers: { authorization: `Bearer ${process.env.DROPMALL_KEY}` },',
    '});',
    `const { data, error } = await dropmall.GET('/v1/mall/index/page', { params: { query: { size: 5 } } });`,
    'if (error) console.log(error.code, error.msg); // typed by the status: 401, 403, 429...',
    'else for (const p of data.model.records) console.log(p.id, p.title, p.price);',
  ].join('\n');
  return { curl, typescript, client };
}

/** /api-integrations (the footer's "API Integrations"): how a business's own programs call the mall. */
export default function ApiIntegrationsPage() {
  const { t } = useTranslation();
  const { curl, typescript, client } = examples(window.location.origin);
  return (
    <article className="dm-policy dm-developers">
      <header className="dm-policy__hero">
        <div className="dm-policy__inner">
          <p className="dm-policy__eyebrow">{t('brand.name')}</p>
          <h1>{t('developers.title')}</h1>
          <p className="dm-policy__intro">{t('developers.intro')}</p>
        </div>
      </header>
      <div className="dm-policy__inner dm-policy__body">
        <section>
          <h2>{t('developers.keysTitle')}</h2>
          <p>
            {t('developers.keysText')} <Link to="/myCenter/api">{t('developers.keysLink')}</Link>
          </p>
          <pre className="dm-developers__code">Authorization: Bearer dm_live_…</pre>
        </section>
        <section>
          <h2>{t('developers.scopesTitle')}</h2>
          <table className="dm-developers__table">
            <tbody>
              {API_KEY_SCOPES.map((scope) => (
                <tr key={scope}>
                  <th scope="row">
                    <code>{scope}</code>
                    <div>{t(`apiKeys.scope.${scopeKey(scope)}`)}</div>
                  </th>
                  <td>{t(`apiKeys.scopeHelp.${scopeKey(scope)}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('developers.scopesNever')}</p>
        </section>
        <section>
          <h2>{t('developers.limitsTitle')}</h2>
          <ul>
            <li>{t('developers.limitRate')}</li>
            <li>{t('developers.limitAuth')}</li>
            <li>{t('developers.limitScope')}</li>
            <li>{t('developers.limitLog')}</li>
          </ul>
        </section>
        <section>
          <h2>{t('developers.webhooksTitle')}</h2>
          <p>
            {t('developers.webhooksText')}{' '}
            <Link to="/myCenter/api?tab=webhooks">{t('developers.webhooksLink')}</Link>
          </p>
          <p>{t('developers.webhooksHeaders')}</p>
          <p>{t('developers.webhooksRetry')}</p>
          <p>{t('developers.webhooksVerify')}</p>
          <pre className="dm-developers__code" data-testid="example-webhook-verify">
            {WEBHOOK_VERIFY_SNIPPET}
          </pre>
          <p>{t('developers.webhooksStores')}</p>
        </section>
        <section>
          <h2>{t('developers.examplesTitle')}</h2>
          <p>{t('developers.curlLead')}</p>
          <pre className="dm-developers__code" data-testid="example-curl">
            {curl}
          </pre>
          <p>{t('developers.typescriptLead')}</p>
          <pre className="dm-developers__code" data-testid="example-typescript">
            {typescript}
          </pre>
        </section>
        <section>
          <h2>{t('developers.referenceTitle')}</h2>
          <p>
            {t('developers.referenceText')}{' '}
            <a href="/api-docs" target="_blank" rel="noopener">
              /api-docs
            </a>
          </p>
          <p>{t('developers.clientLead')}</p>
          <pre className="dm-developers__code" data-testid="example-client">
            {client}
          </pre>
        </section>
      </div>
    </article>
  );
}
