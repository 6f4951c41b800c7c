// Checks that the Node versions package.json's `engines` names are ones every installed package supports
// (the root range is a subset of each package's own `engines.node`), and that the Node running it is one of
// them. `npm install` only warns (EBADENGINE) when a dependency wants a newer Node; CI runs this to fail.
// Usage: node scripts/engines.mjs [project directory, default: this repository]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/** Every package.json under the node_modules folders of `dir` and of its workspaces, nested ones included. */
function installedPackages(dir) {
  const found = [];
  const walk = (modules) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
      const path = join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        walk(path);
        continue;
      }
      if (entry.isSymbolicLink()) continue; // a workspace of this repository, checked as a project below
      const manifest = join(path, 'package.json');
      if (existsSync(manifest)) found.push({ path, manifest: JSON.parse(readFileSync(manifest, 'utf8')) });
      walk(join(path, 'node_modules'));
    }
  };
  const project = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const workspace of ['.', ...(project.workspaces ?? [])]) walk(join(dir, workspace, 'node_modules'));
  return found;
}

/** The packages whose `engines.node` leaves out a Node version the project's range names. */
export function enginesProblems(dir) {
  const claimed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).engines?.node;
  if (!claimed || !semver.validRange(claimed))
    return [`package.json names no valid engines.node (${claimed})`];
  const problems = [];
  for (const { path, manifest } of installedPackages(dir)) {
    const wanted = manifest.engines?.node;
    if (typeof wanted !== 'string' || wanted.trim() === '' || wanted.trim() === '*') continue;
    const covered = semver.validRange(wanted) !== null && semver.subset(claimed, wanted);
    if (!covered)
      problems.push(`${manifest.name}@${manifest.version} (${relative(dir, path)}) wants node ${wanted}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '../..'));
  const claimed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).engines?.node;
  const problems = enginesProblems(dir);
  if (!semver.satisfies(process.version, claimed ?? ''))
    problems.push(`this Node (${process.version}) is not one package.json names (${claimed})`);
  if (problems.length > 0) {
    console.error(`Installed packages do not support every Node version of engines.node (${claimed}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Pin or override them to versions that do (package.json "overrides"), or narrow engines.node.',
    );
    process.exit(1);
  }
  console.log(`engines: every installed package supports node ${claimed}`);
}
