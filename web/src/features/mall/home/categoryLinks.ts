import type { CategoryNode } from '../api';
import { listHref } from '../list/listQuery';

/** The list link of a category at any of the three levels (spec 000 §2: categoryId, category2Id, category3Id). */
export function categoryHref(level1: CategoryNode, level2?: CategoryNode, level3?: CategoryNode): string {
  return listHref({ categoryId: level1.id, category2Id: level2?.id, category3Id: level3?.id });
}
