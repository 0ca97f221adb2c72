import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Superset's API contract: the subset of its OpenAPI document Skyset answers, kept beside this file so the
 * contract tests run on any clone (a copy of the team's reference, ../shared/reference/superset-openapi-subset.json).
 */
const SPEC_PATH = join(import.meta.dirname, 'superset-openapi-subset.json');

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
}

/**
 * OpenAPI 3.0 `nullable` without a `type` (as marshmallow's generator writes for untyped fields) means "any value or
 * null"; Ajv refuses it, so such nodes lose the keyword. Typed nullable nodes stay for Ajv to check.
 */
function withUntypedNullableDropped(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withUntypedNullableDropped);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withUntypedNullableDropped(value)] as const);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (copy.nullable === true && copy.type === undefined) delete copy.nullable;
  return copy;
}

let compiled: { ajv: Ajv; spec: OpenApiDocument } | undefined;

function load(): { ajv: Ajv; spec: OpenApiDocument } {
  if (compiled) return compiled;
  const spec = withUntypedNullableDropped(JSON.parse(readFileSync(SPEC_PATH, 'utf8'))) as OpenApiDocument;
  // OpenAPI 3.0 schemas carry keywords JSON Schema does not know (`example`...): not strict.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(spec, 'openapi');
  compiled = { ajv, spec };
  return compiled;
}

const pointer = (...parts: string[]): string =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * The validator of one documented response: `path` as the spec writes it (`/api/v1/chart/data`), `status` as a string.
 * Throws when the spec documents no JSON schema for it, so a test cannot validate against nothing.
 */
export function responseSchema(method: string, path: string, status: string): ValidateFunction {
  const { ajv, spec } = load();
  const schema = spec.paths[path]?.[method.toLowerCase()]?.responses?.[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The spec documents no JSON response for ${method} ${path} ${status}`);
  return ajv.compile({
    $ref: `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`,
  });
}

/** The validator of a component schema (`ChartDataQueryContextSchema`...). */
export function componentSchema(name: string): ValidateFunction {
  const { ajv } = load();
  return ajv.compile({ $ref: `openapi#/components/schemas/${pointer(name)}` });
}

/** Validation problems of a body against a documented response, as readable lines (empty when valid). */
export function contractProblems(method: string, path: string, status: number, body: unknown): string[] {
  const validate = responseSchema(method, path, String(status));
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'invalid'} ${JSON.stringify(error.params)}`,
  );
}
