import { Activity, type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { PagePathContext } from '../../lib/permitted';

interface KeepAliveOutletProps {
  /** Pages that stay alive while hidden: the open tabs. Others are dropped when left. */
  keep: ReadonlySet<string>;
}

/**
 * The layout's outlet, with each open tab's page kept mounted (hidden) while another is shown, so its state
 * survives a tab switch (spec 001 §2). Hidden pages keep their state but run no effects.
 */
export function KeepAliveOutlet({ keep }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const pages = useRef(new Map<string, ReactNode>());
  if (outlet) pages.current.set(pathname, outlet);
  for (const key of pages.current.keys()) if (key !== pathname && !keep.has(key)) pages.current.delete(key);

  return [...pages.current].map(([key, page]) => (
    <Activity key={key} mode={key === pathname ? 'visible' : 'hidden'}>
      <PagePathContext value={key}>{page}</PagePathContext>
    </Activity>
  ));
}
