import { describe, expect, it } from 'vitest';
import {
  userBody,
  userDraft,
  validatePassword,
  validateUser,
  type UserDraft,
} from '../../../../../web/app/features/admin-users/user-form.ts';

const filled: UserDraft = {
  firstName: ' Gina ',
  lastName: 'Gamma',
  username: ' gina ',
  email: 'gina@example.com',
  active: true,
  roleIds: ['4', '7'],
  password: 'secret-1',
  confirmPassword: 'secret-1',
};

describe('user form', () => {
  it.each<[string, Partial<UserDraft>, 'add' | 'edit', object]>([
    ['a complete new user', {}, 'add', {}],
    [
      'every field empty',
      { firstName: '', lastName: ' ', username: '', email: '', roleIds: [], password: '', confirmPassword: '' },
      'add',
      {
        firstName: 'This field is required',
        lastName: 'This field is required',
        username: 'This field is required',
        email: 'This field is required',
        roleIds: 'Select at least one role',
        password: 'This field is required',
        confirmPassword: 'This field is required',
      },
    ],
    ['an address without @', { email: 'gina.example.com' }, 'add', { email: 'Please enter a valid email address' }],
    [
      'a confirmation that differs',
      { confirmPassword: 'secret-2' },
      'add',
      { confirmPassword: 'Passwords must match' },
    ],
    ['an edit, which has no password', { password: '', confirmPassword: '' }, 'edit', {}],
    ['an edit without roles', { roleIds: [] }, 'edit', { roleIds: 'Select at least one role' }],
  ])('validates %s', (_what, change, mode, expected) => {
    // Arrange
    const draft = { ...filled, ...change };

    // Act
    const errors = validateUser(draft, mode);

    // Assert
    expect(errors).toEqual(expected);
  });

  it('checks a password reset: required, then confirmed', () => {
    // Act
    const results = [validatePassword('', ''), validatePassword('a', 'b'), validatePassword('a', 'a')];

    // Assert
    expect(results).toEqual([
      { password: 'This field is required', confirmPassword: 'This field is required' },
      { confirmPassword: 'Passwords must match' },
      {},
    ]);
  });

  it('sends the user name and password only when adding, with trimmed names and numeric role ids', () => {
    // Act
    const bodies = { add: userBody(filled, 'add'), edit: userBody(filled, 'edit') };

    // Assert
    expect(bodies).toEqual({
      add: {
        first_name: 'Gina',
        last_name: 'Gamma',
        email: 'gina@example.com',
        active: true,
        roles: [4, 7],
        username: 'gina',
        password: 'secret-1',
      },
      edit: { first_name: 'Gina', last_name: 'Gamma', email: 'gina@example.com', active: true, roles: [4, 7] },
    });
  });

  it("starts an edit from the user's fields, with empty passwords", () => {
    // Act
    const draft = userDraft({
      id: 3,
      username: 'gina',
      first_name: 'Gina',
      last_name: 'Gamma',
      email: 'g@x.io',
      active: false,
      roles: [{ id: 4, name: 'Gamma' }],
    });

    // Assert
    expect(draft).toEqual({
      firstName: 'Gina',
      lastName: 'Gamma',
      username: 'gina',
      email: 'g@x.io',
      active: false,
      roleIds: ['4'],
      password: '',
      confirmPassword: '',
    });
  });
});
