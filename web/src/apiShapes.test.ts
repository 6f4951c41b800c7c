import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCallingFiles, callsApi, handWrittenShapes } from '../test/apiShapes';

// Run from the repository or from web/ (jsdom gives this file no file: URL).
const SRC = resolve(existsSync('web/src') ? 'web/src' : 'src');

describe('API shapes come from the contract (issue 14)', () => {
  const files = apiCallingFiles(SRC);

  it('reads every feature api.ts and the other files that call the API', () => {
    const apis = files.filter((f) => /features[\\/][^\\/]+[\\/]api\.ts$/.test(f.path));
    expect(apis.length).toBeGreaterThanOrEqual(19);
    expect(files.map((f) => f.path)).toContain('lib/countries.ts');
  });

  it('finds no hand-written answer or request shape in them', () => {
    const found = files.flatMap((f) =>
      handWrittenShapes(f.source, f.module).map((s) => `${f.path}:${s.line} ${s.rule}: ${s.text}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the rule itself', () => {
  const module = (source: string) => handWrittenShapes(source, true).map((f) => f.rule);

  it('refuses an interface, an object type alias, an intersection with one and an object-typed parameter', () => {
    expect(module('export interface Order {\n  id: number;\n}\n')).toEqual(['interface']);
    expect(module('export type Tag = { id: number; title: string };\n')).toEqual(['object-type-alias']);
    expect(module("export type Draft = Omit<Item, 'id'> & {\n  id?: number;\n};\n")).toEqual([
      'object-type-alias',
    ]);
    expect(
      module('export const ship = (input: { id: number; trackingNo: string }) => post(x, input);\n'),
    ).toEqual(['object-type-parameter']);
  });

  it('refuses an object type written into a call, in any file that calls the API', () => {
    const component = "const a = await post<OfficeEnvelope<{ url: string }>>('/upload', form);\n";
    expect(handWrittenShapes(component, false).map((f) => f.rule)).toEqual(['inline-answer-type']);
    expect(module("export const f = () => get<{ count: number }>('/api/shopingCar/count');\n")).toEqual([
      'inline-answer-type',
    ]);
  });

  it('accepts contract types, aliases of them, Pick/Omit, and object values', () => {
    const ok = [
      "import type { Address, CartLine, Page, SellerListEntryInput } from '@dropmall/contract';",
      'export type { Address, CartLine };',
      'export type ListQuery = WithdrawalListQuery;',
      "export type Draft = Omit<SellerListEntryInput, 'sort'> & Partial<Pick<SellerListEntryInput, 'sort'>>;",
      '// interface Old { id: number } (a comment)',
      "const text = 'interface X { a: number }';",
      "export const fetchCart = () => post<CartList>('/api/shopingCar/list');",
      "export const pay = (ids: number[]) => post<PayResult>('/pay', { paramsJson: { type: 1, payParamsReq: { orderIds: ids } } }, { quiet: true });",
      "export const page = (q: ListQuery) => post<Page<WithdrawalView>>('/cash/list', { ...q });",
    ].join('\n');
    expect(handWrittenShapes(ok, true)).toEqual([]);
  });

  it('knows which files call the API', () => {
    expect(callsApi("import { get, post } from '../../lib/http';")).toBe(true);
    expect(callsApi("import { postWithMessage } from '../../lib/messageCall';")).toBe(true);
    expect(callsApi("import { ApiError } from '../../lib/http';")).toBe(false);
    expect(callsApi("import { post } from 'somewhere-else';")).toBe(false);
  });
});
