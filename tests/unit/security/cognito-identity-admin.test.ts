import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GroupExistsException,
  InvalidPasswordException,
  UsernameExistsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CognitoIdentityAdmin } from '#functions/lib/adapters/identity/cognito-identity-admin.ts';
import type { IdentityUser } from '#functions/lib/ports/identity-admin.ts';

const POOL = 'us-east-1_Pool';
const cognito = mockClient(CognitoIdentityProviderClient);
const admin = new CognitoIdentityAdmin(new CognitoIdentityProviderClient({ region: 'us-east-1' }), POOL);
const alice: IdentityUser = {
  tenant: 'acme',
  username: 'alice',
  email: 'alice@acme.test',
  active: true,
  roles: ['Gamma', 'finance'],
};
const meta = { $metadata: {} };

/** Every call the adapter made, as [command, input]. */
const calls = () => cognito.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);
const user = (username: string) => ({ UserPoolId: POOL, Username: username });
const tenantOf = (tenant: string) => ({ UserAttributes: [{ Name: 'custom:tenant', Value: tenant }] });

/** The body the API would answer for an error the adapter threw. */
const answerOf = (error: unknown) => ({
  status: (error as { status: number }).status,
  body: (error as { toBody(): unknown }).toBody(),
});

beforeEach(() => {
  cognito.reset();
  cognito.resolves({});
});

describe('CognitoIdentityAdmin.createUser', () => {
  it('creates the user in its tenant without an invitation, sets the password for good and adds its groups', async () => {
    // Act
    const stored = await admin.createUser(alice, 'a-long-password');

    // Assert
    expect(stored).toEqual({});
    expect(calls()).toEqual([
      [
        'AdminCreateUserCommand',
        {
          ...user('alice'),
          UserAttributes: [
            { Name: 'custom:tenant', Value: 'acme' },
            { Name: 'email', Value: 'alice@acme.test' },
            { Name: 'email_verified', Value: 'true' },
          ],
          MessageAction: 'SUPPRESS',
        },
      ],
      ['AdminSetUserPasswordCommand', { ...user('alice'), Password: 'a-long-password', Permanent: true }],
      ['AdminAddUserToGroupCommand', { ...user('alice'), GroupName: 'Gamma' }],
      ['AdminAddUserToGroupCommand', { ...user('alice'), GroupName: 'finance' }],
    ]);
  });

  it('disables a user created inactive', async () => {
    // Act
    await admin.createUser({ ...alice, roles: ['Gamma'], active: false }, 'a-long-password');

    // Assert
    expect(calls().at(-1)).toEqual(['AdminDisableUserCommand', user('alice')]);
  });

  it('answers 422 for a name the pool has, in any tenant', async () => {
    // Arrange
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'User account already exists', ...meta }));

    // Act
    const error = await admin.createUser(alice, 'a-long-password').catch((caught: unknown) => caught);

    // Assert
    expect(answerOf(error)).toEqual({
      status: 422,
      body: { message: { username: ['A user with this username already exists.'] } },
    });
    expect(calls().map(([name]) => name)).toEqual(['AdminCreateUserCommand']);
  });

  it("answers 400 with the pool's words for a weak password, removing the user it had made", async () => {
    // Arrange
    cognito.on(AdminSetUserPasswordCommand).rejects(
      new InvalidPasswordException({
        message: 'Password did not conform with policy: Password not long enough',
        ...meta,
      }),
    );

    // Act
    const error = await admin.createUser(alice, 'short').catch((caught: unknown) => caught);

    // Assert
    expect(answerOf(error)).toEqual({
      status: 400,
      body: { message: { password: ['Password did not conform with policy: Password not long enough'] } },
    });
    expect(calls().map(([name]) => name)).toEqual([
      'AdminCreateUserCommand',
      'AdminSetUserPasswordCommand',
      'AdminDeleteUserCommand',
    ]);
  });
});

describe('CognitoIdentityAdmin.updateUser', () => {
  it('applies each change of a user of the tenant: e-mail, password (signing every session out), groups, status', async () => {
    // Arrange
    cognito.on(AdminGetUserCommand).resolves(tenantOf('acme'));
    const after = { ...alice, email: 'alice@new.test', roles: ['Gamma', 'auditors'], active: false };

    // Act
    await admin.updateUser(alice, after, 'another-long-password');

    // Assert
    expect(calls()).toEqual([
      ['AdminGetUserCommand', user('alice')],
      [
        'AdminUpdateUserAttributesCommand',
        {
          ...user('alice'),
          UserAttributes: [
            { Name: 'email', Value: 'alice@new.test' },
            { Name: 'email_verified', Value: 'true' },
          ],
        },
      ],
      ['AdminSetUserPasswordCommand', { ...user('alice'), Password: 'another-long-password', Permanent: true }],
      ['AdminUserGlobalSignOutCommand', user('alice')],
      ['AdminAddUserToGroupCommand', { ...user('alice'), GroupName: 'auditors' }],
      ['AdminRemoveUserFromGroupCommand', { ...user('alice'), GroupName: 'finance' }],
      ['AdminDisableUserCommand', user('alice')],
    ]);
  });

  it('enables a user made active again, and changes nothing else unchanged', async () => {
    // Arrange
    cognito.on(AdminGetUserCommand).resolves(tenantOf('acme'));

    // Act
    await admin.updateUser({ ...alice, active: false }, alice, undefined);

    // Assert
    expect(calls()).toEqual([
      ['AdminGetUserCommand', user('alice')],
      ['AdminEnableUserCommand', user('alice')],
    ]);
  });

  it("leaves another tenant's user of the same name alone", async () => {
    // Arrange
    cognito.on(AdminGetUserCommand).resolves(tenantOf('default'));

    // Act
    const stored = await admin.updateUser(alice, { ...alice, roles: ['Admin'] }, undefined);

    // Assert
    expect(stored).toEqual({});
    expect(calls()).toEqual([['AdminGetUserCommand', user('alice')]]);
  });

  it('answers 422 for a password of a user the pool has not in this tenant', async () => {
    // Arrange
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', ...meta }));

    // Act
    const error = await admin.updateUser(alice, alice, 'a-long-password').catch((caught: unknown) => caught);

    // Assert
    expect(answerOf(error)).toEqual({
      status: 422,
      body: { message: 'This user has no sign-in in the user pool for this tenant: its password cannot be set' },
    });
    expect(calls().map(([name]) => name)).toEqual(['AdminGetUserCommand']);
  });
});

describe('CognitoIdentityAdmin.deleteUser', () => {
  it('deletes a user of the tenant', async () => {
    // Arrange
    cognito.on(AdminGetUserCommand).resolves(tenantOf('acme'));

    // Act
    await admin.deleteUser(alice);

    // Assert
    expect(calls()).toEqual([
      ['AdminGetUserCommand', user('alice')],
      ['AdminDeleteUserCommand', user('alice')],
    ]);
  });

  it.each([
    [
      'absent from the pool',
      () =>
        cognito
          .on(AdminGetUserCommand)
          .rejects(new UserNotFoundException({ message: 'User does not exist.', ...meta })),
    ],
    ["another tenant's", () => cognito.on(AdminGetUserCommand).resolves(tenantOf('default'))],
  ])('deletes nothing for a user %s', async (_case, arrange) => {
    // Arrange
    arrange();

    // Act
    await admin.deleteUser(alice);

    // Assert
    expect(calls().map(([name]) => name)).toEqual(['AdminGetUserCommand']);
  });
});

describe('CognitoIdentityAdmin.createRole', () => {
  it("creates the role's group", async () => {
    // Act
    await admin.createRole('finance');

    // Assert
    expect(calls()).toEqual([
      ['CreateGroupCommand', { UserPoolId: POOL, GroupName: 'finance', Description: 'Skyset role' }],
    ]);
  });

  it('accepts a group another tenant already made', async () => {
    // Arrange
    cognito
      .on(CreateGroupCommand)
      .rejects(new GroupExistsException({ message: 'A group with the name already exists.', ...meta }));

    // Act
    const created = admin.createRole('finance');

    // Assert
    await expect(created).resolves.toBeUndefined();
  });
});
