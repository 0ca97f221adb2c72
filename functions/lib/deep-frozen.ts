/**
 * `value` with every object and array in it made read-only, in place: what a warm function keeps and hands to
 * several requests, so one request's answer cannot change the next one's (a write throws in strict mode). An object
 * frozen already is taken as frozen throughout (so parts shared between kept answers are walked once).
 */
export function deepFrozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFrozen(inner);
  return Object.freeze(value);
}
