/** Shopify order-export CSVs of any size, with the columns the importer needs, as Shopify writes them. */
const HEADER = [
  'Name',
  'Email',
  'Financial Status',
  'Currency',
  'Total',
  'Created at',
  'Lineitem quantity',
  'Lineitem name',
  'Lineitem price',
  'Lineitem sku',
  'Shipping Name',
  'Shipping City',
  'Shipping Country',
  'Id',
];

/**
 * `count` orders #<first>.. of two lines each (the second row carries only the line, as Shopify's does),
 * placed a minute apart.
 */
export function ordersCsv(count: number, { first = 1001, sku = 'SKU-NOT-IN-MALL' } = {}): string {
  const rows = [HEADER.join(',')];
  const start = Date.parse('2026-11-01T10:00:00Z');
  for (let i = 0; i < count; i++) {
    const n = first + i;
    const placed = new Date(start + i * 60_000).toISOString().replace('T', ' ').slice(0, 19);
    rows.push(
      [`#${n}`, `c${n}@example.com`, 'paid', 'USD', '59.90', `${placed} +0000`, '1', 'Mug', '29.95', sku]
        .concat(['Ana Lima', 'Austin', 'US', String(9_000_000 + n)])
        .join(','),
    );
    rows.push(
      [`#${n}`, '', '', '', '', placed, '1', '"Gift wrap, ""deluxe"""', '29.95', 'WRAP', '', '', '', ''].join(
        ',',
      ),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
