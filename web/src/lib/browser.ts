/**
 * Full-page navigation, which the spec asks for after a lost session, a guard redirect, logout and a
 * language switch (the page reloads). Kept in one object so tests can observe it: jsdom cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** The current path and query, e.g. '/CRM/myOrder?id=3'. */
  currentPath(): string {
    return window.location.pathname + window.location.search;
  },
};
