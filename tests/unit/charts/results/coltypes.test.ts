import { describe, expect, it } from 'vitest';
import { coltypesOf } from '#functions/charts/results/coltypes.ts';

describe('coltypesOf', () => {
  it('types engine columns by engine type and derived columns by their values', () => {
    // Arrange
    const frame = {
      columns: ['ds', 'name', 'SUM(num)', 'boy', 'flag', 'empty'],
      data: [
        { ds: 0, name: 'a', 'SUM(num)': 1, boy: null, flag: true, empty: null },
        { ds: 1, name: 'b', 'SUM(num)': 2, boy: 3.5, flag: false, empty: null },
      ],
    };
    const engineTypes = new Map([
      ['ds', 'TIMESTAMP'],
      ['name', 'VARCHAR'],
      ['SUM(num)', 'HUGEINT'],
    ]);

    // Act
    const coltypes = coltypesOf(frame, engineTypes);

    // Assert
    expect(coltypes).toEqual([2, 1, 0, 0, 3, 1]);
  });
});
