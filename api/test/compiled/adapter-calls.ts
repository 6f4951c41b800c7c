/**
 * One call of each adapter, run by plain Node from a bundle built as the server is (scripts/api-build.mjs
 * `bundle`): CommonJS packages loaded by Node's own ES module loader, work files beside the bundle. A default
 * import that only vitest or tsx would unwrap fails here, as it would in `npm start`. The test
 * (compiled-adapters.test.ts) starts the outside parties' fakes and reads the answers this prints.
 */
import { PassThrough } from 'node:stream';
import { smtpTransport } from '../../src/adapters/messaging/smtp';
import { SandboxGateway, StripeGateway } from '../../src/adapters/payments';
import { createStorage } from '../../src/adapters/storage';
import { connectPlatform } from '../../src/adapters/stores';
import { readSheetRows } from '../../src/adapters/xlsx/read';
import { workbookBuffer } from '../../src/adapters/xlsx/workbook';
import { renderLabels } from '../../src/modules/stock/label-pdf';
import { invoicePdf } from '../../src/modules/stores/invoice-pdf';

interface Parties {
  woo: { url: string; key: string; secret: string };
  shopify: { shopDomain: string; clientId: string; clientSecret: string; sandboxBase: string };
  smtp: string;
  dataDir: string;
  s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  stripe: { url: string; secretKey: string };
}

const parties = JSON.parse(process.env.ADAPTER_PARTIES ?? '{}') as Parties;
const results: Record<string, string> = {};

async function check(name: string, call: () => Promise<string>) {
  try {
    results[name] = `ok ${await call()}`;
  } catch (error) {
    results[name] = `failed ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

await check('woocommerce', async () => {
  const woo = connectPlatform({
    platform: 'woocommerce',
    siteUrl: parties.woo.url,
    consumerKey: parties.woo.key,
    consumerSecret: parties.woo.secret,
  });
  return (await woo.shopInfo()).currency;
});

// The stock and price sync's batch call (products/batch): one quantity written, an id the shop lacks failed alone.
await check('woocommerce-sync', async () => {
  const woo = connectPlatform({
    platform: 'woocommerce',
    siteUrl: parties.woo.url,
    consumerKey: parties.woo.key,
    consumerSecret: parties.woo.secret,
  });
  const { failed } = await woo.setInventory([
    { productId: '1', variantId: '1', quantity: 7 },
    { productId: '999', variantId: '999', quantity: 7 },
  ]);
  return `failed ${failed.map((f) => `${f.variantId} ${f.reason}`).join(', ')}`;
});

await check('shopify', async () => {
  const shopify = connectPlatform({
    platform: 'shopify',
    shopDomain: parties.shopify.shopDomain,
    access: {
      kind: 'client_credentials',
      clientId: parties.shopify.clientId,
      clientSecret: parties.shopify.clientSecret,
    },
    sandboxBase: parties.shopify.sandboxBase,
  });
  return (await shopify.shopInfo()).name;
});

await check('smtp', async () => {
  await smtpTransport(parties.smtp, 'Dropmall <no-reply@dropmall.local>').send({
    channel: 'email',
    to: 'someone@example.com',
    subject: 'Adapter check',
    body: 'Sent by the compiled build.',
  });
  return 'sent';
});

for (const [name, config] of [
  ['storage-disk', { DATA_DIR: parties.dataDir }],
  ...(parties.s3
    ? [
        [
          'storage-s3',
          {
            DATA_DIR: parties.dataDir,
            S3_ENDPOINT: parties.s3.endpoint,
            S3_BUCKET: parties.s3.bucket,
            S3_ACCESS_KEY_ID: parties.s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: parties.s3.secretAccessKey,
          },
        ] as const,
      ]
    : []),
] as const)
  await check(name, async () => {
    const storage = createStorage(config);
    await storage.put('checks/hello.txt', Buffer.from('hello'), {
      contentType: 'text/plain',
      visibility: 'private',
    });
    return readAll(await storage.open('checks/hello.txt', 'private'));
  });

await check('payments', async () => {
  const gateway = new SandboxGateway('adapter-check-secret-of-some-length', 'http://127.0.0.1:1');
  const { url } = await gateway.createCheckout({
    paymentNo: 'P1',
    amountUsd: '1.00',
    method: 'pix',
    charge: gateway.quote('1.00'),
  });
  const token = new URL(url, 'http://127.0.0.1').searchParams.get('t');
  return gateway.validPageToken('P1', token) ? 'checkout' : url;
});

await check('stripe', async () => {
  const gateway = new StripeGateway({
    secretKey: parties.stripe.secretKey,
    webhookSecret: undefined,
    brlPerUsd: 5,
    publicUrl: 'http://127.0.0.1:1',
    apiBase: parties.stripe.url,
  });
  const charge = gateway.quote('2.00', 'pix', 'BR');
  const { url } = await gateway.createCheckout({ paymentNo: 'P2', amountUsd: '2.00', method: 'pix', charge });
  return url.startsWith(`${parties.stripe.url}/pay/cs_test_`)
    ? `checkout ${charge.currency} ${charge.amount}`
    : url;
});

await check('xlsx', async () => {
  const book = await workbookBuffer([
    { name: 'Sheet', columns: [{ header: 'SKU', key: 'sku' }], rows: [{ sku: 'ABC-1' }] },
  ]);
  const [row] = await readSheetRows(book, 1, 10);
  return String(row?.cells[0] ?? '');
});

await check('pdf-thread', async () => {
  const pdf = await renderLabels({
    labels: [{ code: 'ABC-1', title: 'Mug', attributes: 'Blue' }],
    layout: 'roll',
    lang: 'en',
    cjk: null,
  });
  return pdf.subarray(0, 5).toString('latin1');
});

await check('pdf', async () => {
  const pdf = await invoicePdf(
    {
      invoiceNo: 'INV-1',
      version: 1,
      reason: '',
      versions: [],
      issuedAt: new Date(0).toISOString(),
      businessName: 'Business',
      storeName: 'Shop',
      storeOrderId: 1,
      shopOrderNo: '#1',
      placedAt: new Date(0).toISOString(),
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      shipTo: ['Rua A, 1'],
      currency: 'USD',
      lines: [{ orderNo: 'M1', title: 'Mug', specification: 'Blue', quantity: 1, unitPrice: 5, amount: 5 }],
      costs: [],
      total: 5,
      payments: [],
      credits: [
        {
          creditNo: 'INV-1-C1',
          afterSaleNo: 'AS1',
          orderNo: 'M1',
          type: 'refund',
          issuedAt: new Date(0).toISOString(),
          amount: 2,
        },
      ],
      net: 3,
    },
    'en',
    null,
  );
  return pdf.subarray(0, 5).toString('latin1');
});

// Keeps stdout to the one JSON line the test reads.
const out = new PassThrough();
out.end(`${JSON.stringify(results)}\n`);
out.pipe(process.stdout);
