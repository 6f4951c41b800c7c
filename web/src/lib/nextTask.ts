/**
 * Resolves from a later task: the browser paints and answers input in between. The app's start uses it to
 * cut its work into tasks a slow phone runs in under 50 ms each (docs/benchmarks.md, session 15).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
