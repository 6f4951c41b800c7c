/**
 * Module boundaries, checked by `npm run lint` (scripts/depcruise.mjs runs dependency-cruiser with this file).
 * docs/architecture.md has the same ownership map in prose; change both together.
 */

/** Which module owns which api/src/db/schema file: only files under api/src/modules/<module>/ import it. */
const OWNERS = {
  accounts: ['accounts', 'sessions', 'codes'],
  office: ['menus', 'roles'],
  catalog: ['catalog'],
  favourites: ['favourites'],
  shipping: ['geography'],
  cart: ['cart'],
  addresses: ['addresses'],
  coupons: ['coupons'],
  orders: ['orders'],
  payments: ['payments'],
  wallet: ['wallet'],
  'after-sales': ['after-sales'],
  cash: ['withdrawals'],
  messages: ['messages'],
  agreements: ['agreements'],
  'seller-products': ['seller-lists'],
  tasks: ['tasks'],
  uploads: ['uploads'],
  idempotency: ['idempotency'],
  stores: ['stores'],
  'api-keys': ['api-keys'],
  // meta (the database's own marks) belongs to db/, outbox to adapters/messaging: no module imports them.
};

/**
 * Reads of another module's tables that are not yet behind the owner's service. Reads only: every write
 * goes through the owner. Each has its reason; the list may shrink, never grow (a new entry needs a review).
 * [file under api/src/modules/, schema file it still reads, why]
 */
const KNOWN_READS = [
  // Orders read by payments, after-sales and cash: the order being paid, refunded or credited.
  [
    'api/src/modules/payments/service.ts',
    'orders',
    'reads the orders being paid (moves them via orders/status)',
  ],
  ['api/src/modules/after-sales/apply-service.ts', 'orders', 'reads the order an after-sale is for'],
  ['api/src/modules/after-sales/decision-service.ts', 'orders', 'reads the order of a decision'],
  ['api/src/modules/after-sales/eligibility.ts', 'orders', 'reads order state and dates'],
  ['api/src/modules/after-sales/query-service.ts', 'orders', 'list joins orders and items'],
  ['api/src/modules/after-sales/refund.ts', 'orders', 'reads order totals to bound a refund'],
  ['api/src/modules/cash/income.ts', 'orders', 'reads finished orders to credit income'],
  ['api/src/modules/cash/withdrawal-reader.ts', 'orders', 'sums income windows over orders'],
  // Catalogue reads: products, variants and categories shown or checked elsewhere.
  ['api/src/modules/cart/service.ts', 'catalog', 'cart lines join variants and products for price and stock'],
  ['api/src/modules/favourites/service.ts', 'catalog', 'favourites list joins products'],
  [
    'api/src/modules/catalog/catalog-service.ts',
    'favourites',
    'product detail says whether it is a favourite',
  ],
  ['api/src/modules/catalog/product-lists.ts', 'favourites', 'list rows say whether each is a favourite'],
  ['api/src/modules/shipping/service.ts', 'catalog', 'reads product weight for a shipping quote'],
  ['api/src/modules/tasks/taken-service.ts', 'catalog', 'taken products join products'],
  ['api/src/modules/addresses/service.ts', 'geography', 'checks country and region ids'],
  [
    'api/src/modules/seller-products/lists-admin-service.ts',
    'catalog',
    'refuses to delete a list entry in use',
  ],
  ['api/src/modules/seller-products/product-files.ts', 'catalog', "reads a product's stored file urls"],
  ['api/src/modules/seller-products/product-reader.ts', 'catalog', "the seller's product list and detail"],
  ['api/src/modules/seller-products/references.ts', 'catalog', 'checks the category chain and tags'],
  // Test fixtures (mounted only with TEST_FIXTURES) pick existing rows to build on.
  ['api/src/modules/dev/fixture-product.ts', 'catalog', 'picks a category'],
  ['api/src/modules/dev/fixture-product.ts', 'seller-lists', 'picks a product type'],
  ['api/src/modules/dev/fixture-service.ts', 'coupons', 'finds a coupon template by title'],
];

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const schemaFile = (names) => `^api/src/db/schema/(${names.map(literal).join('|')})\\.ts$`;
const moduleOf = (file) => file.split('/')[3];
const knownFiles = [...new Set(KNOWN_READS.map(([file]) => file))];

const tableRules = [
  ...Object.entries(OWNERS).map(([module, owned]) => ({
    name: `tables-of-others:${module}`,
    comment: `modules/${module} imports only its own tables (${owned.join(', ')}); others through their service`,
    severity: 'error',
    from: { path: `^api/src/modules/${literal(module)}/`, pathNot: knownFiles.map((f) => `^${literal(f)}$`) },
    to: { path: '^api/src/db/schema/', pathNot: schemaFile(owned) },
  })),
  {
    name: 'tables-of-no-module',
    comment: 'a file under modules/ outside the ownership map (a new module, a shared file) imports no table',
    severity: 'error',
    from: {
      path: '^api/src/modules/',
      pathNot: [
        `^api/src/modules/(${Object.keys(OWNERS).map(literal).join('|')})/`,
        ...knownFiles.map((f) => `^${literal(f)}$`),
      ],
    },
    to: { path: '^api/src/db/schema/' },
  },
  ...knownFiles.map((file) => ({
    name: 'tables-known-reads',
    comment: `${file}: its own module's tables and only the known reads listed in KNOWN_READS`,
    severity: 'error',
    from: { path: `^${literal(file)}$` },
    to: {
      path: '^api/src/db/schema/',
      pathNot: schemaFile([
        ...(OWNERS[moduleOf(file)] ?? []),
        ...KNOWN_READS.filter(([f]) => f === file).map(([, read]) => read),
      ]),
    },
  })),
];

module.exports = {
  forbidden: [
    ...tableRules,
    {
      name: 'no-circular',
      comment: 'no import cycles between files of api/src or web/src (type-only imports count too)',
      severity: 'error',
      from: { path: '^(api|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment: 'no cycles between api modules or web features (cart -> checkout -> cart was one)',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(api/src/modules|web/src/features)/' },
      to: { circular: true },
    },
    {
      name: 'http-adapters-not-modules',
      comment: 'http/ and adapters/ know no domain: they never import modules/',
      severity: 'error',
      from: { path: '^api/src/(http|adapters)/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'web-not-api',
      comment: 'web and api never import each other (both import contract)',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'api-not-web',
      comment: 'web and api never import each other (both import contract)',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^web/' },
    },
    {
      name: 'contract-alone',
      comment: 'contract imports only zod: never api or web',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(api|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$|^(api|web)/test/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
