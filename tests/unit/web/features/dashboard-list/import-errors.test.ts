import { describe, expect, it } from 'vitest';
import type { SupersetErrorEntry } from '../../../../../shared/errors.ts';
import { importProblems } from '../../../../../web/app/features/dashboard-list/import-errors.ts';

const refusal = (extra: Record<string, unknown>): SupersetErrorEntry => ({
  message: 'Error importing dashboard',
  error_type: 'GENERIC_COMMAND_ERROR',
  level: 'warning',
  extra,
});
const ISSUE_CODES = { issue_codes: [{ code: 1010, message: 'Issue 1010' }] };
const PASSWORD = { _schema: ['Must provide a password for the database'] };
const EXISTS = 'Dashboard already exists and `overwrite=true` was not passed';

describe('importProblems', () => {
  it.each([
    {
      name: 'a database password to give',
      errors: [refusal({ 'databases/examples.yaml': PASSWORD, ...ISSUE_CODES })],
      expected: { passwordsNeeded: ['databases/examples.yaml'], alreadyExisting: [], terminal: false },
    },
    {
      name: 'objects to overwrite and a password, over two errors',
      errors: [refusal({ 'dashboards/sales.yaml': EXISTS }), refusal({ 'databases/examples.yaml': PASSWORD })],
      expected: {
        passwordsNeeded: ['databases/examples.yaml'],
        alreadyExisting: ['dashboards/sales.yaml'],
        terminal: false,
      },
    },
    {
      name: 'a file that is wrong otherwise',
      errors: [
        refusal({ 'dashboards/sales.yaml': EXISTS, 'metadata.yaml': { type: ['Must be equal to Dashboard.'] } }),
      ],
      expected: { passwordsNeeded: [], alreadyExisting: ['dashboards/sales.yaml'], terminal: true },
    },
    {
      name: 'an error naming no file',
      errors: [refusal(ISSUE_CODES)],
      expected: { passwordsNeeded: [], alreadyExisting: [], terminal: true },
    },
    {
      name: 'no errors at all (a plain message)',
      errors: [],
      expected: { passwordsNeeded: [], alreadyExisting: [], terminal: true },
    },
  ])('sorts $name', ({ errors, expected }) => {
    // Act
    const problems = importProblems(errors);

    // Assert
    expect(problems).toEqual(expected);
  });
});
