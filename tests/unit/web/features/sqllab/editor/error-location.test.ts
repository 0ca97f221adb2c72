import { describe, expect, it } from 'vitest';
import { errorLocationOf } from '../../../../../../web/app/features/sqllab/editor/index.ts';

const error = (extra: Record<string, unknown>, message = 'Parser Error: syntax error at or near "FORM"') => ({
  message,
  error_type: 'SYNTAX_ERROR',
  level: 'error',
  extra,
});

describe('errorLocationOf', () => {
  it.each([
    [
      'the whole SQL ran',
      [error({ line: 2, column: 10 })],
      undefined,
      { line: 2, column: 10, message: 'Parser Error: syntax error at or near "FORM"' },
    ],
    [
      'a selection starting mid-line ran, error on its first line',
      [error({ line: 1, column: 3 })],
      { line: 4, column: 8 },
      { line: 4, column: 10, message: 'Parser Error: syntax error at or near "FORM"' },
    ],
    [
      'a selection ran, error on a later line',
      [error({ line: 2, column: 3 })],
      { line: 4, column: 8 },
      { line: 5, column: 3, message: 'Parser Error: syntax error at or near "FORM"' },
    ],
    [
      'the first error has no position',
      [error({}, 'Timeout'), error({ line: 1, column: 1 })],
      undefined,
      { line: 1, column: 1, message: 'Parser Error: syntax error at or near "FORM"' },
    ],
    ['no error has a position', [error({ issue_codes: [] })], undefined, null],
  ])('%s', (_name, errors, origin, expected) => {
    // Arrange, Act, Assert
    expect(errorLocationOf(errors, origin)).toEqual(expected);
  });
});
