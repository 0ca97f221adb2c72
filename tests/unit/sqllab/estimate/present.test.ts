import { describe, expect, it } from 'vitest';
import { presentEstimate, scanCostUsd } from '#functions/sqllab/estimate/present.ts';

describe('presentEstimate', () => {
  it('prices an Athena statement by the bytes it scans, in numbers and in words', () => {
    // Act
    const presented = presentEstimate(
      0,
      'SELECT name FROM birth_names',
      { rows: 1000, bytes: 16_000, bytesScanned: 2 * 1024 ** 4 },
      5,
    );

    // Assert
    expect(presented).toEqual({
      statement: 1,
      sql: 'SELECT name FROM birth_names',
      rows: 1000,
      bytes: 16_000,
      bytes_scanned: 2 * 1024 ** 4,
      cost_usd: 10,
      human: { rows: '1.0 K rows', bytes: '15.6 KB', bytes_scanned: '2.0 TB', cost: '$10.00' },
    });
  });

  it('lists a statement without an estimate with nulls and nothing in words', () => {
    // Act
    const presented = presentEstimate(1, 'SET threads = 2', null, 5);

    // Assert
    expect(presented).toEqual({
      statement: 2,
      sql: 'SET threads = 2',
      rows: null,
      bytes: null,
      bytes_scanned: null,
      cost_usd: null,
      human: {},
    });
  });
});

describe('scanCostUsd', () => {
  it("charges Athena's 10 MB minimum for smaller scans", () => {
    // Act / Assert
    expect([scanCostUsd(0, 5), scanCostUsd(1024 ** 4, 5)]).toEqual([(10 * 1024 ** 2 * 5) / 1024 ** 4, 5]);
  });
});
