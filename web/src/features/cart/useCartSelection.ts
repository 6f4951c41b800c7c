import { useState } from 'react';
import type { CartGroup } from './api';
import { keepValid, type Selection } from './selection';

/**
 * The ticked lines of the cart page. Until the buyer touches a box everything valid is ticked (most visits
 * end in checking out the whole cart); after that their choice holds, minus lines that left or went invalid.
 */
export function useCartSelection(groups: readonly CartGroup[]) {
  const [picked, setPicked] = useState<Selection | null>(null);
  const everything = new Set(groups.flatMap((group) => group.orderCarVOS.map((line) => line.id)));
  const selected: Selection = picked === null ? everything : keepValid(picked, groups);
  return { selected, setSelected: setPicked };
}
