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
    [
      'a short user name',
      'ajax',
      'AJAX',
      ['Password must be at least 8 characters long.', 'Password must not be the user name.'],
    ],
    ['one character repeated', 'ulysses', 'aaaaaaaaaa', ['Password must not be one character repeated.']],
    [
      'a common password',
      'ulysses',
      'Password123',
      ['Password is one of the most common passwords: choose one that is harder to guess.'],
    ],
    [
      'digits in a row',
      'ulysses',
      '12345678',
      ['Password is one of the most common passwords: choose one that is harder to guess.'],
    ],
    ['[finding 7] the user name padded with spaces', 'victim', ' victim ', ['Password must not be the user name.']],
    ['[finding 7] the user name with a trailing space', 'padtest', 'padtest ', ['Password must not be the user name.']],
    ['[finding 7] the user name after two spaces', 'padtest2', '  padtest2', ['Password must not be the user name.']],
    [
      'the user name with a tab and a new line around it',
      'penelope',
      '\tPenelope\n',
      ['Password must not be the user name.'],
    ],
    ['the user name with punctuation', 'penelope', 'penelope!!', ['Password must not be the user name.']],
    ['the user name cut by punctuation', 'penelope', 'Pene-Lope.', ['Password must not be the user name.']],
    ['the user name in full-width letters', 'penelope', 'ｐｅｎｅｌｏｐｅ', ['Password must not be the user name.']],
    [
      'a user name of punctuation, and a password of other punctuation',
      'a.b',
      'ab!!!!!!',
      ['Password must not be the user name.'],
    ],
    ['the user name and a digit', 'penelope', 'penelope1', ['Password must not contain the user name.']],
    [
      '[re-probe E] the user name and zero-width spaces',
      'victim',
      'victim\u200b\u200b',
      ['Password must be at least 8 characters long.', 'Password must not be the user name.'],
    ],
    [
      '[re-probe E] a dotted capital I, which lower-cases to i and a combining dot',
      'victim',
      'VİCTIM  ',
      ['Password must not be the user name.'],
    ],
    ['[re-probe E] the user name and digits', 'victim', 'victim12', ['Password must not contain the user name.']],
    [
      '[re-probe E] the user name capitalised, then digits',
      'victim',
      'Victim123',
      ['Password must not contain the user name.'],
    ],
    [
      '[re-probe E] the user name inside other letters',
      'victim',
      'xvictimx',
      ['Password must not contain the user name.'],
    ],
    [
      'the user name split by a soft hyphen, inside other text',
      'victim',
      'my-vic\u00adtim-pass',
      ['Password must not contain the user name.'],
    ],
    ['a user name of two letters inside a password', 'jo', 'jolly-roger-9', []],
    ['spaces kept around an acceptable password', 'ulysses', '  wine-dark-sea  ', []],
    ['spaces only', 'ulysses', '          ', ['Password must not be one character repeated.']],
    [
      'one character repeated between spaces',
      'ulysses',
      ' aaaaaaaaaa ',
      ['Password must not be one character repeated.'],
    ],
    [
      'a common password padded with spaces',
      'ulysses',
      ' Password123 ',
      ['Password is one of the most common passwords: choose one that is harder to guess.'],
    ],
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
    expect({ status: failure?.status, body: failure?.toBody() }).toEqual({
      status: 400,
      body: { message: { password: ['Password must be at least 8 characters long.'] } },
    });
  });
});
