/** Calls `fn` at most once per `ms`, and once more at the end of a burst (so the last size wins). */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const now = Date.now();
    const wait = last + ms - now;
    if (wait <= 0) {
      last = now;
      fn();
      return;
    }
    if (timer === undefined)
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
  };
  return { run, cancel: () => clearTimeout(timer) };
}
