import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import { fieldProblems } from '../../../../../web/app/features/profile/field-problems.ts';

describe('fieldProblems', () => {
  it.each([
    [
      'the problems of the field, joined',
      new ApiError(400, ['password: Too short.', 'password: Too common.', 'current_password: Wrong.']),
      'password',
      'Too short. Too common.',
    ],
    [
      'nothing for a field the refusal does not name',
      new ApiError(400, ['current_password: Wrong.']),
      'password',
      undefined,
    ],
    [
      'nothing for an answer that is no refusal of the body',
      new ApiError(429, ['password: locked']),
      'password',
      undefined,
    ],
    [
      "RTK Query's form of the error",
      { status: 400, messages: ['current_password: Wrong.'], errors: [] },
      'current_password',
      'Wrong.',
    ],
    ['nothing for an error of another kind', new Error('password: x'), 'password', undefined],
  ])('answers %s', (_case, error, field, expected) => {
    // Act
    const problems = fieldProblems(error, field);

    // Assert
    expect(problems).toBe(expected);
  });
});
