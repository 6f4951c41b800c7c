import { formatText, type Language, STOCK_IMPORT_MAX_ROWS, type StockImported } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { readSheetRows, SheetReadError, type SheetRow } from '../../adapters/xlsx/read';
import { stockDocumentLines, stockLocations } from '../../db/schema/stock';
import { type AppError, badRequest } from '../../http/errors';
import { variantsBySkus } from '../catalog/available';
import { variantsByBarcodes } from './barcodes';
import type { StockDocuments } from './documents';
import { LINE_MAX } from './drafts';
import { fileWords, importText } from './file-texts';
import { TEMPLATE_EXAMPLE } from './template';

type Words = { en: string; zh: string };
/** A parameter is the same in both languages, or given in both (a warehouse's name). */
type Params = Record<string, string | number | Words>;
/** Why one row is refused: a text and its parameters. */
interface Problem {
  row: number;
  reason: Words;
  params: Params;
}
interface Line {
  variantId: number;
  locationId: number;
  quantity: number;
}

/** How many bad rows the message lists; the rest are counted. */
const LISTED = 50;
const text = (cell: string | number | undefined) => String(cell ?? '').trim();
const inLanguage = (params: Params, lang: Language) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]));

/** A quantity cell: a whole number from 1 to a million, typed as a number or as digits. */
function quantityOf(cell: string | number | undefined): number | null {
  const n = typeof cell === 'number' ? cell : /^\d+$/.test(text(cell)) ? Number(text(cell)) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= LINE_MAX ? n : null;
}

/** Row 2 left as the template wrote it: the example, not a line. */
const isExample = (r: SheetRow) =>
  r.row === 2 && TEMPLATE_EXAMPLE.every((value, i) => text(r.cells[i]) === String(value));

/** Every bad row in one 400, in the caller's language (both are built; the error handler picks one). */
function refuse(problems: Problem[]): AppError {
  const listed = problems.slice(0, LISTED);
  const message = (lang: Language) =>
    [
      formatText(importText.badRows[lang], { count: problems.length }),
      ...listed.map((p) =>
        formatText(importText.row[lang], {
          row: p.row,
          reason: formatText(p.reason[lang], inLanguage(p.params, lang)),
        }),
      ),
      ...(problems.length > LISTED
        ? [formatText(importText.moreRows[lang], { count: problems.length - LISTED })]
        : []),
    ].join('\n');
  return badRequest({ en: message('en'), zh: message('zh') });
}

async function sheetRows(file: Buffer): Promise<SheetRow[]> {
  try {
    return await readSheetRows(file, 3, STOCK_IMPORT_MAX_ROWS);
  } catch (error) {
    if (!(error instanceof SheetReadError)) throw error;
    if (error.reason === 'tooManyRows')
      throw badRequest(importText.tooManyRows, { max: STOCK_IMPORT_MAX_ROWS });
    throw badRequest(error.reason === 'tooBig' ? importText.unpacksTooBig : importText.notXlsx);
  }
}

/**
 * A draft of the documents' kind (a stock-in, or a third-party stock-in or stock-out) from a filled template (barcode or SKU, quantity, location code per row): every row is
 * checked first and every bad one reported with its row number; only a file without one writes anything,
 * the document and its lines in one transaction. Rows of the same variant and location are added up, as two
 * scans of the same code are.
 */
export async function importDocument(
  docs: StockDocuments,
  businessId: number,
  actor: string,
  input: { warehouseId: number; remark: string; filename: string; file: Buffer },
  lang: Language,
): Promise<StockImported> {
  const { db } = docs;
  const warehouse = await docs.warehouseFor(businessId, input.warehouseId);
  const rows = (await sheetRows(input.file)).filter((r) => !isExample(r));
  if (rows.length === 0) throw badRequest(importText.noRows);

  const codes = [...new Set(rows.map((r) => text(r.cells[0])).filter((c) => c && c.length <= 64))];
  const byBarcode = await variantsByBarcodes(db, businessId, codes);
  const bySku = new Map<string, number[]>();
  for (const v of await variantsBySkus(
    db,
    businessId,
    codes.filter((c) => !byBarcode.has(c)),
  ))
    bySku.set(v.sku, [...(bySku.get(v.sku) ?? []), v.variantId]);
  const bins = await db
    .select({ id: stockLocations.id, code: stockLocations.code })
    .from(stockLocations)
    .where(and(eq(stockLocations.businessId, businessId), eq(stockLocations.warehouseId, warehouse.id)));
  const exact = new Map(bins.map((b) => [b.code, b.id]));
  const loose = new Map<string, number | null>();
  for (const b of bins) {
    const key = b.code.toUpperCase();
    loose.set(key, loose.has(key) ? null : b.id); // two codes that differ only in case: not guessed
  }

  const problems: Problem[] = [];
  const lines = new Map<string, Line>();
  for (const r of rows) {
    const bad = (reason: Words, params: Params = {}) => problems.push({ row: r.row, reason, params });
    const code = text(r.cells[0]);
    const quantity = quantityOf(r.cells[1]);
    const where = text(r.cells[2]);
    const locationId = where === '' ? 0 : (exact.get(where) ?? loose.get(where.toUpperCase()) ?? null);
    const skus = bySku.get(code) ?? [];
    const variantId = byBarcode.get(code) ?? (skus.length === 1 ? skus[0] : undefined);
    if (!code) bad(importText.noCode);
    else if (code.length > 64) bad(importText.codeTooLong);
    else if (skus.length > 1 && variantId === undefined) bad(importText.ambiguousSku, { code });
    else if (variantId === undefined) bad(importText.unknownCode, { code });
    if (quantity === null) bad(importText.badQuantity, { value: text(r.cells[1]) });
    if (locationId === null)
      bad(importText.unknownLocation, {
        code: where,
        warehouse: { en: warehouse.nameEn, zh: warehouse.nameZh },
      });
    if (variantId === undefined || quantity === null || locationId === null) continue;
    const key = `${variantId}:${locationId}`;
    const line = lines.get(key) ?? { variantId, locationId, quantity: 0 };
    if (line.quantity + quantity > LINE_MAX) bad(importText.lineTooLarge);
    else line.quantity += quantity;
    lines.set(key, line);
  }
  if (problems.length > 0) throw refuse(problems);

  const remark =
    input.remark || formatText(fileWords.importedRemark[lang], { name: input.filename }).slice(0, 500);
  return db.transaction(async (tx) => {
    const id = await docs.insertDraft(tx, businessId, actor, { warehouseId: warehouse.id, remark });
    const all = [...lines.values()];
    for (let i = 0; i < all.length; i += 500)
      await tx
        .insert(stockDocumentLines)
        .values(all.slice(i, i + 500).map((l) => ({ documentId: id, ...l })));
    return {
      id,
      lines: all.length,
      quantity: all.reduce((n, l) => n + l.quantity, 0),
      rows: rows.length,
    };
  });
}
