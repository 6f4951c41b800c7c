/** The part of React's scheduler (a dependency of react-dom) that the test setup uses to wait for idle. */
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
