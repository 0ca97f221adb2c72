import { timeGrainName } from '#shared/time-grains.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { dialectFor } from '../lib/sql/dialects.ts';

/**
 * `[grain id, name]` pairs of a backend (the dataset's `time_grain_sqla`): exactly the grains its SQL dialect
 * compiles, so the choices Explore offers and the compiler can never disagree.
 */
export function timeGrainChoices(backend: DatabaseRecord['backend']): [string, string][] {
  return dialectFor(backend).timeGrains.map((id): [string, string] => [id, timeGrainName(id) ?? id]);
}
