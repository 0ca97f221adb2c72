import { describe, expect, it } from 'vitest';
import { passwordProblems, requireAcceptablePassword } from '#functions/security/password-policy.ts';

const POLICY = { minLength: 8 };

describe('passwordProblems', () => {
  it.each([
    ['a long enough, uncommon password', 'ulysses', 'wine-dark-sea', []],
    ['one character', 'ulysses', 'x', ['Password must be at least 8 characters long.']],
    ['seven characters', 'ulysses', 'abcdefg', ['Password must be at least 8 characters long.']],
    ['eight characters counted as code points', 'ulysses', 'ὀδυσσεύς', []],
    ['the user name, whatever its case', 'penelope', 'PENELOPE', ['Password must not be the user name.']],
    ['a short user name', 'ajax', 'AJAX', ['Password must be at least 8 characters long.', 'Password must not be the user name.']],
    ['one character repeated', 'ulysses', 'aaaaaaaaaa', ['Password must not be one character repeated.']],
    ['a common password', 'ulysses', 'Password123', ['Password is one of the most common passwords: choose one that is harder to guess.']],
    ['digits in a row', 'ulysses', '12345678', ['Password is one of the most common passwords: choose one that is harder to guess.']],
  ])('%s', (_case, username, password, expected) => {
    // Act
    const problems = passwordProblems(password, username, POLICY);

    // Assert
    expect(problems).toEqual(expected);
  });
});

describe('requireAcceptablePassword', () => {
  it("answers 400 naming the field, in Superset's shape", () => {
    // Act
    const failure = (() => {
      try {
        requireAcceptablePassword('x', 'ulysses', POLICY, 'password');
        return undefined;
      } catch (error) {
        return error as { status: number; toBody(): unknown };
      }
    })();

    // Assert
    expect({ status: failure?.status, body: failure?.toBody() }).toEqual({ status: 400, body: { message: { password: ['Password must be at least 8 characters long.'] } } });
  });
});
