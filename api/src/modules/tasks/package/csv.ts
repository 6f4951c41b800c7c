/** RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, lines end in CRLF. */
export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document in UTF-8, without a byte-order mark (the stores' importers read the header as is). */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${csvLine(header)}${rows.map((r) => csvLine(r as (string | number | null)[])).join('')}`;
}

/** A URL handle: lowercase letters, digits and hyphens, made unique by the product id. */
export function handleOf(title: string, id: number): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug ? `${slug}-${id}` : `product-${id}`;
}

/** Money as stores read it: two decimals, a dot. */
export const money = (n: number | null) => (n === null ? '' : n.toFixed(2));

/** Turns a stored `/uploads/...` address into one a store can fetch. */
export type AbsoluteUrl = (url: string) => string;
