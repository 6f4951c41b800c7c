import {
  attributeValues,
  type ProductDetail,
  VARIANT_COLUMNS,
  type VariantLike,
  type VariantRow,
} from '@dropmall/contract';

export interface Variant extends VariantLike {
  options: string[];
  row: VariantRow;
}

export interface VariantModel {
  /** The attribute names (mallSpecTop), in column order. */
  labels: string[];
  /** The values of each attribute, in first-seen order. */
  values: string[][];
  variants: Variant[];
  /** A picture per value where an attribute decides the picture (usually the colour), else undefined. */
  swatches: (string | undefined)[][];
}

/** The one picture all variants with this value share, if they share one. */
function sharedPicture(variants: Variant[], index: number, value: string): string | undefined {
  const pictures = new Set(variants.filter((v) => v.options[index] === value).map((v) => v.row.cols2));
  const [only] = pictures;
  return pictures.size === 1 && only ? only : undefined;
}

/** The detail's variant columns (cols3..cols20 named in mallSpecTop) as the contract's helpers want them. */
export function variantModel(detail: Pick<ProductDetail, 'mallSpecTop' | 'mallSpecDataList'>): VariantModel {
  const columns = VARIANT_COLUMNS.filter((column) => detail.mallSpecTop[column]);
  const variants = detail.mallSpecDataList.map((row) => ({
    options: columns.map((column) => String(row[column] ?? '')),
    stock: row.kc,
    row,
  }));
  const values = attributeValues(variants, columns.length);
  const swatches = values.map((list, index) => {
    const pictures = list.map((value) => sharedPicture(variants, index, value));
    // Swatches only help when the values really look different.
    const distinct = new Set(pictures);
    return distinct.size > 1 && !distinct.has(undefined) ? pictures : list.map(() => undefined);
  });
  return { labels: columns.map((column) => detail.mallSpecTop[column] ?? ''), values, variants, swatches };
}
