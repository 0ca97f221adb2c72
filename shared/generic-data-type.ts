/** Superset's GenericDataType: what `coltypes` in chart data answers hold, one number per column. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

const NUMERIC =
  /^(TINYINT|SMALLINT|INT|INTEGER|BIGINT|HUGEINT|UBIGINT|UINTEGER|USMALLINT|UTINYINT|REAL|FLOAT|DOUBLE|DECIMAL|NUMERIC)\b/;
const TEMPORAL = /^(DATE|TIME|TIMESTAMP|DATETIME|INTERVAL)\b/;

/** The generic type of an engine type name (`BIGINT`, `DECIMAL(10,2)`, `TIMESTAMP WITH TIME ZONE`, `varchar`...). */
export function genericTypeOf(engineType: string | null | undefined): GenericDataType {
  const type = (engineType ?? '').trim().toUpperCase();
  if (type === 'BOOLEAN' || type === 'BOOL') return GenericDataType.BOOLEAN;
  if (NUMERIC.test(type)) return GenericDataType.NUMERIC;
  if (TEMPORAL.test(type)) return GenericDataType.TEMPORAL;
  return GenericDataType.STRING;
}
