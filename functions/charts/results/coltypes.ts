import { GenericDataType, genericTypeOf } from '#shared/generic-data-type.ts';
import type { DataFrame, FrameValue } from '../post-processing/frame.ts';

function inferredType(values: Iterable<FrameValue | undefined>): GenericDataType {
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'number') return GenericDataType.NUMERIC;
    if (typeof value === 'boolean') return GenericDataType.BOOLEAN;
    return GenericDataType.STRING;
  }
  return GenericDataType.STRING;
}

function* columnValues(frame: DataFrame, column: string): Generator<FrameValue | undefined> {
  for (const record of frame.data) yield record[column];
}

/**
 * Superset's `coltypes`: the generic type of each output column. Columns that come straight from the engine
 * (or keep a label post-processing did not change) take their engine type; columns post-processing made
 * (pivoted, compared, offset) are typed by their values, as pandas dtypes would be.
 */
export function coltypesOf(frame: DataFrame, engineTypes: ReadonlyMap<string, string>): number[] {
  return frame.columns.map((column) => {
    const engineType = engineTypes.get(column);
    return engineType === undefined ? inferredType(columnValues(frame, column)) : genericTypeOf(engineType);
  });
}
