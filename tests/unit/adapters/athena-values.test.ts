import type { ColumnInfo } from '@aws-sdk/client-athena';
import { describe, expect, it } from 'vitest';
import {
  isHeaderRow,
  toEngineColumn,
  toEngineValue,
} from '#functions/lib/adapters/query-engine/athena/athena-values.ts';

const column = (Type: string, extra: Partial<ColumnInfo> = {}): ColumnInfo => ({
  Name: 'c',
  Label: 'c',
  Type,
  ...extra,
});

describe('toEngineValue', () => {
  it.each([
    ['varchar', 'hello', 'hello'],
    ['varchar', '', ''],
    ['integer', '42', 42],
    ['tinyint', '-3', -3],
    ['bigint', '9007199254740991', 9007199254740991],
    ['bigint', '9007199254740993', '9007199254740993'],
    ['double', '2.5', 2.5],
    ['double', 'NaN', 'NaN'],
    ['double', 'Infinity', 'Infinity'],
    ['real', '1.5E-3', 0.0015],
    ['decimal', '123.456', 123.456],
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['date', '2024-01-02', '2024-01-02'],
    ['timestamp', '2024-01-02 03:04:05.123', '2024-01-02T03:04:05.123'],
    ['timestamp', '2024-01-02 03:04:05.000', '2024-01-02T03:04:05'],
    ['timestamp(6)', '2024-01-02 03:04:05.123456', '2024-01-02T03:04:05.123'],
    ['timestamp', '2024-01-02 03:04:05', '2024-01-02T03:04:05'],
    ['timestamp with time zone', '2024-01-02 03:04:05.123 UTC', '2024-01-02 03:04:05.123 UTC'],
    ['array', '[1, 2]', '[1, 2]'],
    ['row', '{a=1, b=x}', '{a=1, b=x}'],
    ['map', '{k=1}', '{k=1}'],
  ])('reads %s %j as %j', (type, text, expected) => {
    // Act
    const value = toEngineValue({ VarCharValue: text }, column(type));
    // Assert
    expect(value).toEqual(expected);
  });

  it('reads a datum without VarCharValue as NULL', () => {
    // Act
    const value = toEngineValue({}, column('varchar'));
    // Assert
    expect(value).toBeNull();
  });
});

describe('toEngineColumn', () => {
  it.each([
    [column('varchar', { Precision: 2147483647 }), { name: 'c', type: 'VARCHAR' }],
    [column('decimal', { Precision: 18, Scale: 3 }), { name: 'c', type: 'DECIMAL(18,3)' }],
    [column('timestamp with time zone'), { name: 'c', type: 'TIMESTAMP WITH TIME ZONE' }],
    [
      { Name: 'raw_name', Type: 'bigint' },
      { name: 'raw_name', type: 'BIGINT' },
    ],
  ])('describes %j as %j', (info, expected) => {
    // Act
    const described = toEngineColumn(info);
    // Assert
    expect(described).toEqual(expected);
  });
});

describe('isHeaderRow', () => {
  it.each([
    [[{ VarCharValue: 'c' }], true],
    [[{ VarCharValue: 'value' }], false],
    [[{}], false],
  ])('tells whether %j repeats the labels', (data, expected) => {
    // Act
    const header = isHeaderRow(data, [column('varchar')]);
    // Assert
    expect(header).toBe(expected);
  });
});
