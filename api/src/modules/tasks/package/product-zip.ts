import { extname } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { Archiver, EntryData } from 'archiver';
import { writeWorkbook } from '../../../adapters/xlsx/workbook';
import type { PackageProduct } from '../../catalog/package-products';
import { type AbsoluteUrl, csvDocument } from './csv';
import { productSheets } from './product-sheet';
import { SHOPIFY_HEADER, shopifyRows, variantSku } from './shopify';
import { wooHeader, wooRows } from './woocommerce';

export interface PackageSources {
  /** Opens a stored picture by its `/uploads/...` address; null when the file is gone. */
  openPicture(url: string): Promise<Readable | null>;
  absolute: AbsoluteUrl;
}

/** Names of the files at the root of every package. */
export const PACKAGE_FILES = {
  sheet: 'products.xlsx',
  shopify: 'shopify-products.csv',
  woocommerce: 'woocommerce-products.csv',
  missing: 'missing-pictures.txt',
} as const;

const safeName = (text: string) => text.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '') || 'item';

/**
 * Appends one entry and waits until the archive has taken it in whole, so that only one picture is open
 * at a time however many a batch holds (the zip is never built in memory: the caller streams it out).
 */
function appendEntry(
  archive: Archiver,
  source: Readable | Buffer | string,
  data: EntryData & { store?: boolean },
) {
  return new Promise<void>((resolve, reject) => {
    const onEntry = (entry: EntryData) => {
      if (entry.name !== data.name) return;
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // A reader that goes away (a closed connection, a failed write) destroys the archive.
    const onClose = () => onError(new Error('the archive was closed before it was complete'));
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
    };
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
    archive.append(source, data);
  });
}

function descriptionHtml(product: PackageProduct, absolute: AbsoluteUrl): string {
  const title = product.title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = product.description.replace(
    /(src|href)="(\/uploads\/[^"]+)"/g,
    (_, attr, url) => `${attr}="${absolute(url)}"`,
  );
  const details = product.details.map((url) => `<p><img src="${absolute(url)}" alt=""></p>`).join('\n');
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n<h1>${title}</h1>\n${body}\n${details}\n</body></html>\n`;
}

/**
 * The download package of spec 000 §7: per product a folder with its pictures (carousel/, detail/,
 * variants/) and description.html; at the root the spreadsheet of products and variants and the Shopify
 * and WooCommerce import files of them all. `onProduct` reports progress after each product's pictures.
 */
export async function writeProductPackage(
  archive: Archiver,
  products: PackageProduct[],
  sources: PackageSources,
  onProduct: (done: number, total: number) => Promise<void> = async () => {},
): Promise<void> {
  const missing: string[] = [];
  const folders = new Set<string>();
  for (const [index, product] of products.entries()) {
    let folder = safeName(product.sku || String(product.id));
    if (folders.has(folder)) folder = `${folder}-${product.id}`;
    folders.add(folder);
    const pictures: [string, string][] = [
      ...product.carousel.map((url, i): [string, string] => [
        url,
        `carousel/${String(i + 1).padStart(2, '0')}`,
      ]),
      ...product.details.map((url, i): [string, string] => [url, `detail/${String(i + 1).padStart(2, '0')}`]),
      ...product.variants.flatMap((v, i): [string, string][] =>
        v.image ? [[v.image, `variants/${safeName(variantSku(product, i))}`]] : [],
      ),
    ];
    const taken = new Set<string>();
    for (const [url, base] of pictures) {
      let name = `${folder}/${base}${extname(url).toLowerCase() || '.jpg'}`;
      if (taken.has(name)) name = name.replace(/(\.\w+)$/, `-${taken.size}$1`);
      taken.add(name);
      const picture = await sources.openPicture(url);
      if (!picture) {
        missing.push(`${name}\t${url}`);
        continue;
      }
      // Pictures are compressed already: stored as they are, which spares the CPU.
      await appendEntry(archive, picture, { name, store: true });
    }
    await appendEntry(archive, descriptionHtml(product, sources.absolute), {
      name: `${folder}/description.html`,
    });
    await onProduct(index + 1, products.length);
  }

  const attributes = Math.max(0, ...products.map((p) => p.optionNames.length));
  await appendEntry(
    archive,
    csvDocument(
      SHOPIFY_HEADER,
      products.flatMap((p) => shopifyRows(p, sources.absolute)),
    ),
    {
      name: PACKAGE_FILES.shopify,
    },
  );
  await appendEntry(
    archive,
    csvDocument(
      wooHeader(attributes),
      products.flatMap((p) => wooRows(p, sources.absolute, attributes)),
    ),
    { name: PACKAGE_FILES.woocommerce },
  );
  const sheet = new PassThrough();
  const sheetTaken = appendEntry(archive, sheet, { name: PACKAGE_FILES.sheet });
  await Promise.all([writeWorkbook(sheet, productSheets(products, sources.absolute)), sheetTaken]);
  if (missing.length > 0) {
    await appendEntry(archive, `Pictures that were not found in storage:\n${missing.join('\n')}\n`, {
      name: PACKAGE_FILES.missing,
    });
  }
  await archive.finalize();
}
