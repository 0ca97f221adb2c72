import {
  DECIMAL,
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBListValue,
  DuckDBMapValue,
  DuckDBStructValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampValue,
  DuckDBTimeValue,
  type DuckDBValue,
  STRUCT,
  VARCHAR,
  INTEGER,
} from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { toEngineColumn, toEngineValue } from '#functions/lib/adapters/query-engine/duckdb/duckdb-values.ts';

const TS_MICROS = 1_704_164_645_123_456n; // 2024-01-02 03:04:05.123456

describe('toEngineValue', () => {
  it.each<[string, DuckDBValue, unknown]>([
    ['null', null, null],
    ['boolean', true, true],
    ['integer', 7, 7],
    ['double NaN', Number.NaN, 'NaN'],
    ['safe bigint', 42n, 42],
    ['bigint beyond 2^53', 9_007_199_254_740_993n, '9007199254740993'],
    ['hugeint', 170_141_183_460_469_231_731_687_303_715_884_105_727n, '170141183460469231731687303715884105727'],
    ['decimal', new DuckDBDecimalValue(123_456n, 18, 3), 123.456],
    ['date', new DuckDBDateValue(19_724), '2024-01-02'],
    ['infinite date', DuckDBDateValue.PosInf, 'infinity'],
    ['timestamp', new DuckDBTimestampValue(TS_MICROS), '2024-01-02T03:04:05.123'],
    ['whole-second timestamp', new DuckDBTimestampValue(1_704_164_645_000_000n), '2024-01-02T03:04:05'],
    ['infinite timestamp', DuckDBTimestampValue.NegInf, '-infinity'],
    ['timestamp_s', new DuckDBTimestampSecondsValue(1_704_164_645n), '2024-01-02T03:04:05'],
    ['timestamp_ms', new DuckDBTimestampMillisecondsValue(1_704_164_645_120n), '2024-01-02T03:04:05.120'],
    ['timestamp_ns', new DuckDBTimestampNanosecondsValue(TS_MICROS * 1000n + 789n), '2024-01-02T03:04:05.123'],
    ['time', new DuckDBTimeValue(3_723_000_000n), '01:02:03'],
    ['list', new DuckDBListValue([1, null, 3]), '[1,null,3]'],
    ['struct', new DuckDBStructValue({ a: 1, b: new DuckDBDateValue(0) }), '{"a":1,"b":"1970-01-01"}'],
    ['map', new DuckDBMapValue([{ key: 'k', value: 2n }]), '[{"key":"k","value":2}]'],
  ])('converts a %s', (_label, value, expected) => {
    // Act
    const converted = toEngineValue(value);
    // Assert
    expect(converted).toEqual(expected);
  });
});

describe('toEngineColumn', () => {
  it.each([
    [DECIMAL(18, 3), 'DECIMAL(18,3)'],
    [STRUCT({ CamelCase: INTEGER, b: VARCHAR }), 'STRUCT("CamelCase" INTEGER, "b" VARCHAR)'],
  ])("keeps DuckDB's type name %s", (type, expected) => {
    // Act
    const column = toEngineColumn('c', type);
    // Assert
    expect(column).toEqual({ name: 'c', type: expected });
  });
});
