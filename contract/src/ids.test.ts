import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';

/** Keys that name a row (or rows): id, pid, ids, fooId, fooIds, and the two the spec names otherwise. */
const ID_KEY = /^(id|pid|ids)$|Ids?$|^cols1$|^warehouse$/;

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  catchall?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value passes through on its way in: wrappers, pipes, arrays and unions are looked into. */
function inner(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  return [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.valueType,
    def.left,
    def.right,
    ...(def.options ?? []),
  ].filter((s): s is z.ZodType => s !== undefined);
}

/** Every number schema under an id-named key, with where it is (`within`: the schemas above, against cycles). */
function idNumbers(
  schema: z.ZodType,
  path: string,
  underId: boolean,
  within = new Set<z.ZodType>(),
): [string, z.ZodNumber][] {
  if (schema instanceof z.ZodNumber) return underId ? [[path, schema]] : [];
  if (within.has(schema)) return [];
  within.add(schema);
  const found: [string, z.ZodNumber][] = [];
  if (schema instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>))
      found.push(...idNumbers(child, `${path}.${key}`, ID_KEY.test(key), within));
  }
  for (const child of inner(schema)) found.push(...idNumbers(child, path, underId, within));
  within.delete(schema);
  return found;
}

const exported = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('ids in the contract', () => {
  it('finds the id fields it checks (the walk itself works)', () => {
    const paths = exported.flatMap(([name, schema]) => idNumbers(schema, name, false).map(([p]) => p));
    expect(paths).toEqual(
      expect.arrayContaining([
        'IdQuery.id',
        'ShippingQuery.toId',
        'SubmitRequest.paramJsonStr.carListData.carDataReqs.id',
        'CartDeleteRequest.ids',
        'ProductSubmission.mallSpecDataList.cols1',
        'ProductSubmission.tagId',
        'BindPermissionRequest.permissionIds',
        'ProductTaskRequest.parentId',
      ]),
    );
  });

  // Answers (z.number() with no coercion and no checks: what the server sends) are not read from callers.
  const isAnswer = (n: z.ZodNumber) => {
    const def = n._zod.def as { coerce?: boolean; checks?: unknown[] };
    return !def.coerce && (def.checks ?? []).length === 0;
  };

  it('bounds every id field to the integer column type', () => {
    const unbounded = exported.flatMap(([name, schema]) =>
      idNumbers(schema, name, false)
        .filter(([, number]) => !isAnswer(number))
        .filter(([, number]) => !(number.maxValue !== null && number.maxValue <= contract.ID_MAX))
        .map(([p]) => p),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses an id past 2^31-1 with the idRange message, and takes the largest one', () => {
    expect(contract.RowId.safeParse(contract.ID_MAX).success).toBe(true);
    expect(contract.RowId.safeParse('2147483647').data).toBe(contract.ID_MAX);
    for (const bad of [contract.ID_MAX + 1, 2 ** 53, 0, -1, 1.5]) {
      expect(contract.RowId.safeParse(bad).error?.issues[0]?.message).toBe('idRange');
    }
    expect(contract.ParentRowId.safeParse(0).success).toBe(true);
    expect(contract.ParentRowId.safeParse(contract.ID_MAX + 1).success).toBe(false);
  });
});
