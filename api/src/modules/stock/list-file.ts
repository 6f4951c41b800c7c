import type { Language } from '@dropmall/contract';
import type { FastifyReply } from 'fastify';
import { type Sheet, workbookBuffer } from '../../adapters/xlsx/workbook';
import { FILE_TYPES } from '../../http/file-answer';

type Words = { en: string; zh: string };

/** One column of a list's file: its header in both languages, its width, and its value in a row. */
export interface ListColumn<Row> {
  header: Words;
  width?: number;
  value: (row: Row, lang: Language) => string | number | null;
}

/** A list's sheet: its name and columns; the rows come from the list itself. */
export interface ListSheet<Row> {
  name: Words;
  columns: ListColumn<Row>[];
}

/** The most rows a list's file holds (in the list's order); narrow the filters for the rest. */
export const LIST_FILE_MAX = 10_000;
const PAGE = 1_000;

/** A time of the lists, as the files write it: 'YYYY-MM-DD HH:mm:ss' (UTC); none leaves the cell empty. */
export const fileTime = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : null);
/** A product with its variant's attributes: 'Shirt (Red / XL)'. */
export const productText = (r: { title: string; options: string[] }) =>
  `${r.title}${r.options.length ? ` (${r.options.join(' / ')})` : ''}`;

/**
 * Every row of a paged list under its filters, page after page, up to `max`: the file holds what the list
 * shows, through the same read.
 */
export async function everyRow<Row>(
  page: (current: number, size: number) => Promise<{ records: Row[] }>,
  max = LIST_FILE_MAX,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let current = 1; rows.length < max; current++) {
    const { records } = await page(current, PAGE);
    rows.push(...records);
    if (records.length < PAGE) break;
  }
  return rows.slice(0, max);
}

/** A sheet of rows under a list's columns, in the reader's language. */
function sheetOf<Row>(spec: ListSheet<Row>, rows: Row[], lang: Language): Sheet {
  const keys = spec.columns.map((_, i) => `c${i}`);
  return {
    name: spec.name[lang],
    columns: spec.columns.map((c, i) => ({ header: c.header[lang], key: keys[i] ?? '', width: c.width })),
    rows: (function* () {
      for (const row of rows)
        yield Object.fromEntries(spec.columns.map((c, i) => [keys[i], c.value(row, lang)]));
    })(),
  };
}

/** A list's rows under its columns, waiting for the reader's language. */
export type RowsSheet = (lang: Language) => Sheet;
export const listSheet =
  <Row>(spec: ListSheet<Row>, rows: Row[]): RowsSheet =>
  (lang) =>
    sheetOf(spec, rows, lang);

/** The generic "list to xlsx": one workbook of the lists' sheets, in the reader's language. */
export const listWorkbook = (lang: Language, ...sheets: RowsSheet[]): Promise<Buffer> =>
  workbookBuffer(sheets.map((sheet) => sheet(lang)));

/** Answers a file as a download named `<base>-<day>.<ext>`, never cached. */
export function sendFile(reply: FastifyReply, base: string, file: Buffer, type: 'xlsx' | 'pdf') {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', FILE_TYPES[type])
    .header('content-disposition', `attachment; filename="${base}-${day}.${type}"`)
    .header('cache-control', 'private, no-store')
    .send(file);
}
