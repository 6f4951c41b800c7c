import { validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';

/**
 * The two checks an integrator's tools make of an OpenAPI document, as readable lines (empty when it passes).
 * `validate` reads it against the specification's own JSON schema and resolves every $ref; the lint adds the
 * rules a schema cannot state: every example fits its schema, every call has a 2xx and a 4xx answer, ids are
 * unique, parameters match the path, `nullable` sits beside a `type`.
 */
export async function specificationProblems(document: object): Promise<string[]> {
  // The parser dereferences in place: give it a copy.
  const result = await validate(structuredClone(document) as never, {
    validate: { errors: { colorize: false } },
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

/** Redocly's stricter rule set, less three that do not fit a document its own server serves. */
const LINT_RULES = {
  extends: ['recommended-strict'],
  rules: {
    // The document is served by the server it describes, at /api-docs/json: a client takes that origin.
    'no-empty-servers': 'off',
    // A private product: there is no licence to name.
    'info-license': 'off',
    'info-license-strict': 'off',
  },
} as const;

export async function lintProblems(document: object): Promise<string[]> {
  const config = await createConfig(LINT_RULES as never);
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'dropmall-openapi.json',
    config,
  });
  return problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
}
