// Writes dist/first-paint.json: for each storefront page the server draws before the app runs (the first
// paint, api/src/http/web-app.ts), the CSS its layout and page bring, beyond index.html's own. The server
// puts it inline in the page's <head>, so the drawn markup (the app's own class names) looks as the app
// will once it takes over, with no stylesheet to wait for.
import { relative } from 'node:path';
import { PAGE_SOURCES } from './size-budget.mjs';

const LAYOUT_SOURCE = 'src/app/layouts/MallLayout.tsx';
export const FIRST_PAINT_FILE = 'first-paint.json';

/** The CSS files of these chunks and of every chunk they import statically, in load order. */
export function cssOf(chunks, files) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const css = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = byFile.get(file);
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  for (const file of files) visit(file);
  return css;
}

export function firstPaintStyles() {
  let root = '';
  return {
    name: 'dropmall-first-paint-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const fileOf = (source) =>
        chunks.find((chunk) => chunk.facadeModuleId && relative(root, chunk.facadeModuleId) === source)
          ?.fileName;
      const entry = chunks.find((chunk) => chunk.isEntry);
      const linked = new Set(entry ? cssOf(chunks, [entry.fileName]) : []);
      const styles = {};
      for (const [path, source] of Object.entries(PAGE_SOURCES)) {
        const files = [fileOf(LAYOUT_SOURCE), fileOf(source)];
        if (files.some((file) => !file)) throw new Error(`first paint: no chunk for ${path}`);
        styles[path] = cssOf(chunks, files)
          .filter((sheet) => !linked.has(sheet))
          .map((sheet) => String(bundle[sheet]?.source ?? ''))
          .join('\n');
      }
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_FILE, source: JSON.stringify(styles) });
    },
  };
}
