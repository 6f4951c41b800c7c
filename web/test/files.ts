import { vi } from 'vitest';

/**
 * Files the page hands to the browser (lib/saveFile): jsdom has no object URLs and no downloads, so the
 * blob and the name given to the link are caught here, at the edge. Answers the list of saved files.
 */
export function catchSavedFiles() {
  const saved: { name: string; size: number }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: give URL the two functions so that they can be watched.
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const)
    if (typeof URL[name] !== 'function')
      Object.defineProperty(URL, name, { configurable: true, value: () => '' });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blobs.get(this.href)?.size ?? -1 });
  });
  return saved;
}
