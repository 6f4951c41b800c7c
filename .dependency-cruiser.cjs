/**
 * Module boundaries, checked by `npm run lint` (scripts/depcruise.mjs runs dependency-cruiser with this file).
 * docs/architecture.md has the same ownership map in prose; change both together.
 */

/**
 * Which module owns which api/src/db/schema file: only files under api/src/modules/<module>/ import it. There
 * are no exceptions: another module calls the owner's service or reads through what the owner exports for it
 * (orders/reads.ts, catalog/reads.ts, shipping/regions.ts, accounts/directory.ts, orders/paid-orders.ts).
 */
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
  webhooks: ['webhooks'],
  stock: ['stock', 'warehouses'],
  brands: ['brands'],
  samples: ['samples'],
  // meta (the database's own marks) belongs to db/, outbox to adapters/messaging: no module imports them.
};

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const schemaFile = (names) => `^api/src/db/schema/(${names.map(literal).join('|')})\\.ts$`;

const tableRules = [
  ...Object.entries(OWNERS).map(([module, owned]) => ({
    name: `tables-of-others:${module}`,
    comment: `modules/${module} imports only its own tables (${owned.join(', ')}); others through their service`,
    severity: 'error',
    from: { path: `^api/src/modules/${literal(module)}/` },
    to: { path: '^api/src/db/schema/', pathNot: schemaFile(owned) },
  })),
  {
    name: 'tables-of-no-module',
    comment: 'a file under modules/ outside the ownership map (a new module, a shared file) imports no table',
    severity: 'error',
    from: {
      path: '^api/src/modules/',
      pathNot: `^api/src/modules/(${Object.keys(OWNERS).map(literal).join('|')})/`,
    },
    to: { path: '^api/src/db/schema/' },
  },
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
