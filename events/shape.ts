/**
 * Structural shapes of JSON events, to check that the local runtime builds events shaped like the ones AWS
 * sends (the samples in this folder) without comparing ids, times or other values.
 */

/** The shape of a JSON scalar. */
export type ScalarShape = 'string' | 'number' | 'boolean' | 'null';

/**
 * A JSON value's shape: scalars by type, objects key by key, arrays by their first element
 * (`[]` when empty: the element shape is unknown and matches any).
 */
export type Shape = ScalarShape | Shape[] | { [key: string]: Shape };

/** One way two shapes differ, at a dotted path (`Records[].body`, `headers.*`). */
export interface ShapeDifference {
  path: string;
  kind: 'missing' | 'extra' | 'type';
  /** The expected side's shape name (`string`, `object`, `array`...); absent for `extra`. */
  expected?: string;
  /** The actual side's shape name; absent for `missing`. */
  actual?: string;
}

export interface ShapeOptions {
  /** Paths a side may leave out, as AWS does when they are empty (`cookies`, `body`); compared when both have them. */
  optional?: readonly string[];
  /**
   * Paths whose keys are data (headers, claims): keys are not compared, and each value of `actual` must have
   * the shape of some value of `expected`.
   */
  maps?: readonly string[];
}

/** The shape of a JSON value. Keys whose value is `undefined` are left out, as JSON.stringify leaves them out. */
export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value as ScalarShape;
    case 'object':
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, entry]) => entry !== undefined)
          .map(([key, entry]) => [key, shapeOf(entry)]),
      );
    default:
      throw new TypeError(`Not a JSON value: ${typeof value}`);
  }
}

const kindOf = (shape: Shape): string =>
  typeof shape === 'string' ? shape : Array.isArray(shape) ? 'array' : 'object';
const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function diffMap(
  expected: Record<string, Shape>,
  actual: Record<string, Shape>,
  path: string,
  options: ShapeOptions,
): ShapeDifference[] {
  const known = Object.values(expected);
  // An empty map on the expected side says nothing about its values' shapes.
  if (known.length === 0) return [];
  return Object.entries(actual).flatMap(([key, shape]) => {
    const at = join(path, key);
    const fits = known.some((candidate) => diffShapes(candidate, shape, at, options).length === 0);
    return fits ? [] : diffShapes(known[0] as Shape, shape, at, options);
  });
}

function diffObjects(
  expected: Record<string, Shape>,
  actual: Record<string, Shape>,
  path: string,
  options: ShapeOptions,
): ShapeDifference[] {
  if (options.maps?.includes(path)) return diffMap(expected, actual, path, options);
  const optional = new Set(options.optional);
  const differences: ShapeDifference[] = [];
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const at = join(path, key);
    const [want, got] = [expected[key], actual[key]];
    if (want !== undefined && got !== undefined) differences.push(...diffShapes(want, got, at, options));
    else if (optional.has(at)) continue;
    else if (want !== undefined) differences.push({ path: at, kind: 'missing', expected: kindOf(want) });
    else if (got !== undefined) differences.push({ path: at, kind: 'extra', actual: kindOf(got) });
  }
  return differences;
}

function diffShapes(expected: Shape, actual: Shape, path: string, options: ShapeOptions): ShapeDifference[] {
  const [want, got] = [kindOf(expected), kindOf(actual)];
  if (want !== got) return [{ path, kind: 'type', expected: want, actual: got }];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const [first, second] = [expected[0], actual[0]];
    return first === undefined || second === undefined ? [] : diffShapes(first, second, `${path}[]`, options);
  }
  if (typeof expected === 'object' && typeof actual === 'object') {
    return diffObjects(expected as Record<string, Shape>, actual as Record<string, Shape>, path, options);
  }
  return [];
}

/**
 * How `actual`'s shape differs from `expected`'s: keys missing from `actual`, keys it has in addition, and
 * values of another type, in the order the keys appear. Optionality and maps are only what `options` lists.
 */
export function shapeDiff(expected: unknown, actual: unknown, options: ShapeOptions = {}): ShapeDifference[] {
  return diffShapes(shapeOf(expected), shapeOf(actual), '', options);
}

/** Whether two JSON values have the same shape under `options`. */
export function sameShape(expected: unknown, actual: unknown, options: ShapeOptions = {}): boolean {
  return shapeDiff(expected, actual, options).length === 0;
}

/** One line per difference, for test failure messages: `missing requestContext.stage (string)`. */
export function describeDifferences(differences: readonly ShapeDifference[]): string {
  return differences
    .map(({ path, kind, expected, actual }) => {
      const at = path || '(root)';
      if (kind === 'missing') return `missing ${at} (${expected})`;
      if (kind === 'extra') return `extra ${at} (${actual})`;
      return `type of ${at}: expected ${expected}, got ${actual}`;
    })
    .join('\n');
}
