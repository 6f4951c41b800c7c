/**
 * Variant selection on the product page (spec 000 §4): which option values can still be reached with the
 * current choices, and which variant a full choice names. Pure, so the page and its tests share it.
 */

export interface VariantLike {
  /** One value per attribute, in column order. */
  options: string[];
  stock?: number;
}

/** choice[i] is the chosen value of attribute i, or null. */
export type Choice = (string | null)[];

function matches(variant: VariantLike, choice: Choice, skip: number): boolean {
  return choice.every((value, i) => i === skip || value === null || variant.options[i] === value);
}

/**
 * Whether `value` of attribute `index` can be chosen: some variant has it and agrees with every other
 * current choice. (Out-of-stock variants still count: they are shown, and the cart refuses them.)
 */
export function isReachable(variants: VariantLike[], choice: Choice, index: number, value: string): boolean {
  return variants.some((v) => v.options[index] === value && matches(v, choice, index));
}

/** The values of each attribute in first-seen order, as the pickers list them. */
export function attributeValues(variants: VariantLike[], attributeCount: number): string[][] {
  return Array.from({ length: attributeCount }, (_, i) => [
    ...new Set(variants.map((v) => v.options[i]).filter((x): x is string => Boolean(x))),
  ]);
}

/** The variant a complete choice names, or null while any attribute is open. */
export function selectedVariant<V extends VariantLike>(variants: V[], choice: Choice): V | null {
  if (choice.some((value) => value === null)) return null;
  return variants.find((v) => choice.every((value, i) => v.options[i] === value)) ?? null;
}

/** Toggles a value: choosing the chosen value clears it (which restores the default image). */
export function toggleChoice(choice: Choice, index: number, value: string): Choice {
  return choice.map((current, i) => (i === index ? (current === value ? null : value) : current));
}
