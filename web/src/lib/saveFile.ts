/** Hands a downloaded Blob to the browser as a file with this name (the link is made and dropped at once). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL can go after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Starts a download from a link that answers with the file as an attachment (a signed storage link). */
export function openLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A file name without the characters file systems refuse; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback = 'download'): string {
  const clean = [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/_+/g, '_')
    .trim();
  return clean.slice(0, 120) || fallback;
}
