// Runs dependency-cruiser's command line (same arguments) with the module boundaries of
// .dependency-cruiser.cjs. dependency-cruiser reads TypeScript through the classic compiler API, which
// TypeScript 7 no longer has, so for dependency-cruiser alone `typescript` resolves to `typescript6`
// (TypeScript 6, a devDependency under that alias); everything else keeps TypeScript 7.
import Module, { register } from 'node:module';

const TS = /^typescript(?=\/|$)/;
const fromCruiser = (parent) =>
  typeof parent === 'string' && parent.includes('/node_modules/dependency-cruiser/');

// import('typescript') from dependency-cruiser's ES modules.
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      const swap = ${TS}.test(specifier) && (context.parentURL ?? '').includes('/node_modules/dependency-cruiser/');
      return next(swap ? specifier.replace(${TS}, 'typescript6') : specifier, context);
    }`)}`,
);
// require('typescript/package.json'), its version check.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const swap = TS.test(request) && fromCruiser(parent?.filename);
  return resolveFilename.call(this, swap ? request.replace(TS, 'typescript6') : request, parent, ...rest);
};

const main = import.meta.resolve('dependency-cruiser');
await import(main.replace(/src\/main\/index\.mjs$/, 'bin/dependency-cruise.mjs'));
