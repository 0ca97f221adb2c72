const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * Deep merge of Highcharts options (plain objects merged key by key, arrays and everything else replaced by the
 * later value, undefined skipped); the inputs are never changed.
 */
export function mergeOptions<T extends object>(...layers: readonly (Partial<T> | undefined)[]): T {
  const result: Record<string, unknown> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = result[key];
      result[key] = isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value;
    }
  }
  return result as T;
}
