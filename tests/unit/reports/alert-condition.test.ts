import { describe, expect, it } from 'vitest';
import { checkCondition } from '#functions/reports/run/alert-condition.ts';

const column = (name: string) => ({ name, type: 'BIGINT' });

describe('alert conditions (Superset AlertCommand)', () => {
  it.each([
    ['not null', [[5]], {}, true, 5],
    ['not null', [[0]], {}, false, 0],
    ['not null', [[null]], {}, false, null],
    ['not null', [], {}, false, null],
    ['operator', [[11]], { op: '>', threshold: 10 }, true, 11],
    ['operator', [[10]], { op: '>=', threshold: 10 }, true, 10],
    ['operator', [[10]], { op: '!=', threshold: 10 }, false, 10],
    ['operator', [[null]], { op: '<', threshold: 1 }, true, 0],
    ['operator', [], { op: '==', threshold: 0 }, true, 0],
    ['operator', [['12.5']], { op: '<=', threshold: 12.5 }, true, 12.5],
  ] as const)('%s on %j with %j: triggered %s, value %s', (validator, rows, config, triggered, value) => {
    // Act
    const verdict = checkCondition(
      [column('v')],
      rows.map((row) => [...row]),
      validator,
      config,
    );

    // Assert
    expect([verdict.triggered, verdict.value]).toEqual([triggered, value]);
  });

  it.each([
    [[column('a')], [[1], [2]], 'Alert query returned more than one row. 2 rows returned'],
    [[column('a'), column('b')], [[1, 2]], 'Alert query returned more than one column. 2 columns returned'],
    [[column('a')], [['many']], 'Alert query returned a non-number value.'],
  ])('refuses %j %j in Superset words', (columns, rows, message) => {
    // Act
    const check = () => checkCondition(columns, rows, 'operator', { op: '>', threshold: 1 });

    // Assert
    expect(check).toThrow(message);
  });
});
