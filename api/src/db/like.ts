/** A user's text inside a LIKE pattern, matched literally (its `\`, `%` and `_` escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE / ILIKE pattern of "contains this text", the text matched literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
