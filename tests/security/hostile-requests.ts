import type { HttpMethod, HttpRoute } from '#functions/manifest.ts';
import type { FuzzFixtures } from './fuzz-fixtures.ts';
import {
  DEEP_JSON_ARRAY,
  DEEP_JSON_OBJECT,
  DEEP_FORM_DATA,
  DEEP_JSON_TEXT,
  DEEP_SQL,
  DEEPISH_VALUE,
  HOSTILE_IDS,
  HOSTILE_LIST_RISON,
  HOSTILE_QUERY_STRING,
  HOSTILE_RISON,
  HUGE_TEXT,
  LARGE_TEXT,
  LONE_SURROGATE_TEXT,
  NUL_TEXT,
  PROTOTYPE_NAMES,
} from './hostile-values.ts';

/** One request of the fuzz test, sent with the admin's token unless `authorization` says otherwise (`''`: none). */
export interface HostileRequest {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  authorization?: string;
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const takesBody = (route: HttpRoute): boolean => route.method === 'POST' || route.method === 'PUT';
const paramNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\+?\}/g)].map((match) => match[1] ?? '');
const routeKey = (route: Pick<HttpRoute, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** The route's path with every parameter set to a fixture value, except `hostile` ones set as given. */
function fillPath(route: HttpRoute, fixtures: FuzzFixtures, hostile: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\+?\}/g, (_match, name: string) => {
    const plain = fixtures.params[`${route.path}#${name}`] ?? fixtures.params[`#${name}`] ?? '1';
    return hostile[name] ?? encodeURIComponent(plain);
  });
}

const json = (label: string, route: HttpRoute, path: string, body: unknown): HostileRequest => ({
  label,
  method: route.method,
  path,
  contentType: JSON_TYPE,
  body: JSON.stringify(body),
});

/** Hostile ids in each path parameter in turn, the others kept at their fixture values. */
function pathVariants(route: HttpRoute, fixtures: FuzzFixtures): HostileRequest[] {
  // DELETE routes get hostile ids only below; a plain id would delete the fixtures the other requests name.
  return paramNames(route.path).flatMap((name) =>
    HOSTILE_IDS.map((id) => ({
      label: `path ${name}=${id}`,
      method: route.method,
      path: fillPath(route, fixtures, { [name]: id }),
      ...(takesBody(route) ? { contentType: JSON_TYPE, body: '{}' } : {}),
    })),
  );
}

/** Bodies that are not the object a route expects: not JSON, the wrong JSON type, nested deeper than anything real, huge. */
function genericBodies(route: HttpRoute, path: string): HostileRequest[] {
  const raw = (label: string, body: string, contentType = JSON_TYPE): HostileRequest => ({
    label,
    method: route.method,
    path,
    contentType,
    body,
  });
  return [
    raw('not JSON', '{"oops'),
    raw('empty body', ''),
    raw('plain text', 'hello', 'text/plain'),
    raw('form with a broken JSON field', 'queryEditor=%7B&table=%7B&form_data=%7B&sql=%00', FORM_TYPE),
    raw(
      'form with deep JSON fields',
      ['queryEditor', 'table', 'form_data'].map((name) => `${name}=${encodeURIComponent(DEEP_JSON_TEXT)}`).join('&'),
      FORM_TYPE,
    ),
    raw('form whose form_data is deep inside', `form_data=${encodeURIComponent(DEEP_FORM_DATA)}`, FORM_TYPE),
    ...['[]', '1', 'null', '"text"', 'true'].map((body) => raw(`JSON ${body}`, body)),
    raw('deep JSON array', DEEP_JSON_ARRAY),
    raw('deep JSON object', DEEP_JSON_OBJECT),
    raw('huge body', JSON.stringify({ sql: HUGE_TEXT })),
    raw('prototype keys', `{${PROTOTYPE_NAMES.map((name) => `"${name}":{"polluted":true}`).join(',')}}`),
  ];
}

type Seed = Record<string, unknown>;

/** `seed` with the value at `path` (top level or one level down) replaced. */
function withValue(seed: Seed, path: readonly string[], value: unknown): Seed {
  const [head = '', ...rest] = path;
  if (rest.length === 0) return { ...seed, [head]: value };
  return { ...seed, [head]: withValue((seed[head] ?? {}) as Seed, rest, value) };
}

/** Paths of the seed's string fields, one level deep into object fields. */
function stringFields(seed: Seed): string[][] {
  return Object.entries(seed).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[key]];
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return stringFields(value as Seed).map((path) => [key, ...path]);
    return [];
  });
}

/** A valid body corrupted one field at a time: NUL, lone surrogate, too long, the wrong type, nested too deep. */
function seedBodies(route: HttpRoute, path: string, seed: Seed): HostileRequest[] {
  const perString = stringFields(seed).flatMap((field) => [
    json(`${field.join('.')} with NUL`, route, path, withValue(seed, field, NUL_TEXT)),
    json(`${field.join('.')} with a lone surrogate`, route, path, withValue(seed, field, LONE_SURROGATE_TEXT)),
    json(`${field.join('.')} of 300 KB`, route, path, withValue(seed, field, LARGE_TEXT)),
    json(`${field.join('.')} nested 5,000 parentheses`, route, path, withValue(seed, field, DEEP_SQL)),
    json(`${field.join('.')} as JSON text nested 5,000 levels`, route, path, withValue(seed, field, DEEP_JSON_TEXT)),
  ]);
  const perField = Object.keys(seed).flatMap((key) => [
    json(`${key} as an array`, route, path, withValue(seed, [key], ['x'])),
    json(`${key} as a prototype name`, route, path, withValue(seed, [key], '__proto__')),
  ]);
  const whole = [
    json('prototype keys added', route, path, {
      ...seed,
      ...Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, { polluted: true }])),
    }),
    json('a field nested 40 levels', route, path, {
      ...seed,
      extra: DEEPISH_VALUE,
      [Object.keys(seed)[0] ?? 'x']: DEEPISH_VALUE,
    }),
    json(
      'every string field of 300 KB',
      route,
      path,
      stringFields(seed).reduce((body, field) => withValue(body, field, LARGE_TEXT), seed),
    ),
  ];
  return [...perString, ...perField, ...whole];
}

/**
 * Hostile `?q=` Rison and hostile query parameters, on the route's plain path: the whole list to collections (GET or
 * DELETE without path parameters: lists, bulk deletes, searches), the common ones to items, a few to writes.
 */
function queryVariants(route: HttpRoute, path: string): HostileRequest[] {
  const body = takesBody(route) ? { contentType: JSON_TYPE, body: '{}' } : {};
  const reads = route.method === 'GET' || route.method === 'DELETE';
  const collection = reads && paramNames(route.path).length === 0;
  const rison = collection
    ? [...HOSTILE_RISON, ...HOSTILE_LIST_RISON]
    : reads
      ? HOSTILE_RISON
      : HOSTILE_RISON.slice(0, 3);
  return [
    ...rison.map((q) => ({
      label: `q=${q.slice(0, 60)}`,
      method: route.method,
      path: `${path}?q=${encodeURIComponent(q)}`,
      ...body,
    })),
    { label: 'hostile query string', method: route.method, path: `${path}?${HOSTILE_QUERY_STRING}`, ...body },
  ];
}

/** Every hostile request aimed at one route as a signed-in caller. */
export function routeRequests(
  route: HttpRoute,
  fixtures: FuzzFixtures,
  seeds: Readonly<Record<string, Seed>>,
): HostileRequest[] {
  const path = fillPath(route, fixtures);
  const seed = seeds[routeKey(route)];
  const bodies = takesBody(route)
    ? [...genericBodies(route, path), ...(seed ? seedBodies(route, path, seed) : [])]
    : [];
  return [...pathVariants(route, fixtures), ...queryVariants(route, path), ...bodies];
}

/** Methods no route serves on each path: API Gateway's 405 (or 404), never the function. */
export function wrongMethodRequests(routes: readonly HttpRoute[], fixtures: FuzzFixtures): HostileRequest[] {
  const paths = [...new Set(routes.map((route) => route.path))];
  return paths.flatMap((template) => {
    const served = routes.filter((route) => route.path === template);
    const methods = new Set(served.map((route) => route.method));
    const path = served[0] ? fillPath(served[0], fixtures) : template;
    return METHODS.filter((method) => !methods.has(method)).map((method) => ({
      label: `wrong method ${method}`,
      method,
      path,
    }));
  });
}

/** Each route without a token, and with a token that is not one. */
export function anonymousRequests(routes: readonly HttpRoute[], fixtures: FuzzFixtures): HostileRequest[] {
  return routes.flatMap((route) => {
    const base = {
      method: route.method,
      path: fillPath(route, fixtures),
      ...(takesBody(route) ? { contentType: JSON_TYPE, body: '{}' } : {}),
    };
    return [
      { ...base, label: 'anonymous', authorization: '' },
      {
        ...base,
        label: 'token that is not one, deep JSON',
        authorization: 'Bearer not.a.jwt',
        ...(takesBody(route) ? { body: DEEP_JSON_OBJECT } : {}),
      },
    ];
  });
}
