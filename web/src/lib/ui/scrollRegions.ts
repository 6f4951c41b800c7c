/** The scroll boxes antd's Table draws (its `scroll` prop): the code of our pages never holds them. */
const TABLE_SCROLLERS = '.ant-table-content, .ant-table-body';

/** Makes a box that scrolls sideways a Tab stop (and one that no longer does, not), so arrows can scroll it. */
export function markScrollable(box: HTMLElement): void {
  const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
  if (scrolls && !box.hasAttribute('tabindex')) box.tabIndex = 0;
  else if (!scrolls && box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
}

/**
 * Keeps every table scroll box under `root` reachable by keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable, issue 37): a table wider than its card scrolls, and a keyboard user could not
 * reach what is off to the side when no link or button inside takes the focus. Answers the stop function.
 */
export function watchScrollRegions(root: HTMLElement): () => void {
  let queued = 0;
  const sweep = () => {
    queued = 0;
    for (const box of root.querySelectorAll<HTMLElement>(TABLE_SCROLLERS)) markScrollable(box);
  };
  const queue = () => {
    if (!queued) queued = requestAnimationFrame(sweep);
  };
  const observer = new MutationObserver(queue);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', queue);
  sweep();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', queue);
    if (queued) cancelAnimationFrame(queued);
  };
}
