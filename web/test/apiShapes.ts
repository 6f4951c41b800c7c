import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The rule that keeps API shapes in the contract (issue 14): web code that calls the API names the contract's
 * types (`z.infer` of its schemas) and never writes an answer or request shape by hand.
 *
 * - In every file that calls the API (it imports get/post/postJson/postWithMessage from lib/http or
 *   lib/messageCall), a call's type argument holds no object type: `post<{ id: number }>` is refused.
 * - In the API modules (features/<f>/api.ts, and the .ts modules of lib/ that call the API) no
 *   `interface`, no type alias with an object type in it, and no parameter typed with an object type.
 *   Aliases, re-exports and Pick/Omit of contract types are fine. Components (.tsx) may keep their props.
 */

export interface ShapeFinding {
  line: number;
  rule: 'inline-answer-type' | 'interface' | 'object-type-alias' | 'object-type-parameter';
  text: string;
}

const HTTP_CALLS = ['get', 'post', 'postJson', 'postWithMessage'];
const HTTP_MODULE = /from\s+'(?:\.\.?\/)+(?:lib\/)?(?:http|messageCall)'/;

/** Comments and string contents blanked (lengths and line breaks kept, so line numbers stay right). */
export function blankCommentsAndStrings(source: string): string {
  return source.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
    (m) =>
      m.startsWith('/') ? m.replace(/[^\n]/g, ' ') : m[0] + m.slice(1, -1).replace(/[^\n]/g, ' ') + m.at(-1),
  );
}

/** Whether a file calls the API: it imports one of the http calls from lib/http or lib/messageCall. */
export function callsApi(source: string): boolean {
  const imports = source.match(/import\s*\{[^}]*\}\s*from\s*'[^']+'/g) ?? [];
  return imports.some((statement) => {
    if (!HTTP_MODULE.test(statement)) return false;
    const names = (statement.match(/\{([^}]*)\}/)?.[1] ?? '').split(',').map((n) => n.trim());
    return names.some((n) => HTTP_CALLS.includes(n));
  });
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The end of a balanced <...> starting at `open` (arrows `=>` inside are not brackets). */
function closingAngle(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '<') depth++;
    else if (c === '>' && text[i - 1] !== '=') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length;
}

/** The hand-written shapes in one file's source; `module` applies the API-module rules too. */
export function handWrittenShapes(source: string, module: boolean): ShapeFinding[] {
  const text = blankCommentsAndStrings(source);
  const found: ShapeFinding[] = [];
  const add = (rule: ShapeFinding['rule'], index: number, length: number) =>
    found.push({
      rule,
      line: lineOf(text, index),
      text: source.slice(index, index + length).split('\n')[0] ?? '',
    });

  const call = new RegExp(`\\b(?:${HTTP_CALLS.join('|')})\\s*<`, 'g');
  for (const m of text.matchAll(call)) {
    const open = m.index + m[0].length - 1;
    const args = text.slice(open, closingAngle(text, open) + 1);
    if (args.includes('{')) add('inline-answer-type', m.index, m[0].length + 20);
  }
  if (!module) return found;

  for (const m of text.matchAll(/\binterface\s+\w+/g)) add('interface', m.index, m[0].length);
  // type X = ...; up to the semicolon that ends it (or the next declaration when formatting left none).
  for (const m of text.matchAll(
    /\btype\s+\w+(?:<[^=]*>)?\s*=([\s\S]*?)(?:;|\n(?=export|const|function|type|interface))/g,
  )) {
    if ((m[1] ?? '').includes('{')) add('object-type-alias', m.index, m[0].length);
  }
  // (input: { ... }) or , input: { ... }  in a parameter list: a member with a type after it.
  for (const m of text.matchAll(/[(,]\s*\w+\??\s*:\s*\{\s*\w+\??\s*:\s*[\w'"[(|]+[^,}]*[;}]/g)) {
    const inner = m[0].slice(m[0].indexOf('{'));
    if (
      /:\s*(?:string|number|boolean|unknown|null|undefined|readonly|[A-Z]\w*)\b/.test(inner) ||
      inner.includes(';')
    )
      add('object-type-parameter', m.index, m[0].length);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** The files of web/src the rule reads: the API modules and every other file that calls the API. */
export function apiCallingFiles(srcDir: string): { path: string; module: boolean; source: string }[] {
  return sourceFiles(srcDir)
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }))
    .filter(({ path }) => !/lib[\\/](http|messageCall|fields|envelope)\.ts$/.test(path))
    .filter(({ path, source }) => /features[\\/][^\\/]+[\\/]api\.ts$/.test(path) || callsApi(source))
    .map(({ path, source }) => ({
      path: relative(srcDir, path),
      source,
      module: /features[\\/][^\\/]+[\\/]api\.ts$/.test(path) || /lib[\\/].*\.ts$/.test(path),
    }));
}
