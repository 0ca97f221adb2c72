import { describe, expect, it } from 'vitest';
import { compileFormula } from '../../../../../web/app/plugins/common/timeseries/formula.ts';

describe('compileFormula', () => {
  it.each([
    ['2 * x + 1', 3, 7],
    ['y = x ^ 2', 3, 9],
    ['-x + 10 % 4', 1, 1],
    ['max(x, 5) / 2', 3, 2.5],
    ['sqrt(x) * pi', 4, 2 * Math.PI],
    ['1.5e2', 0, 150],
    ['(x + 1) * (x - 1)', 3, 8],
  ])('evaluates %s at %s', (formula, x, expected) => {
    // Act
    const value = compileFormula(formula)?.(x);

    // Assert
    expect(value).toBeCloseTo(expected);
  });

  it.each([['alert(1)'], ['x +'], ['constructor'], ['x; 1'], [''], [42], ['(x']])('refuses %s', (formula) => {
    // Act
    const compiled = compileFormula(formula);

    // Assert
    expect(compiled).toBeUndefined();
  });
});
