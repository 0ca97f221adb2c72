import { FieldError } from '../../field-error.ts';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { logger } from '../../logger.ts';
import { SecurityRuleError, usernameTaken } from '../../auth/security-errors.ts';
import type { IdentityAdmin, IdentityUser, StoredCredential } from '../../ports/identity-admin.ts';
import { tenantUserAttributes } from './cognito-admin.ts';

const failedWith = (error: unknown, name: string): boolean => (error as Error | undefined)?.name === name;

/**
 * Users and groups of the Cognito user pool. Cognito checks passwords (the user record keeps no hash); group names are
 * role names, which the pre-token-generation trigger puts in the `roles` claim. User names are unique in the whole
 * pool, so a name another tenant uses is taken; and since the pool is shared, a user is only ever changed or deleted
 * after checking its immutable `custom:tenant` is the caller's tenant. Groups are shared too: never deleted here.
 */
export class CognitoIdentityAdmin implements IdentityAdmin {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  async createUser(user: IdentityUser, password: string): Promise<StoredCredential> {
    try {
      await this.client.send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: user.username,
          UserAttributes: tenantUserAttributes(user.tenant, user.email),
          // The Admin chose the password: no invitation with a temporary one.
          MessageAction: 'SUPPRESS',
        }),
      );
    } catch (error) {
      if (failedWith(error, 'UsernameExistsException')) throw usernameTaken();
      throw error;
    }
    try {
      await this.setPassword(user.username, password);
    } catch (error) {
      // A user nobody can sign in as is worse than none: the Admin fixes the password and posts again.
      await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: user.username }));
      throw error;
    }
    await this.changeGroups(user.username, [], user.roles);
    if (!user.active)
      await this.client.send(new AdminDisableUserCommand({ UserPoolId: this.userPoolId, Username: user.username }));
    return {};
  }

  async updateUser(before: IdentityUser, after: IdentityUser, password: string | undefined): Promise<StoredCredential> {
    if (!(await this.isTenantUser(after))) {
      // Profile and roles still change in the record; a password has nowhere to go, and saying nothing would mislead.
      if (password !== undefined)
        throw new SecurityRuleError(
          'This user has no sign-in in the user pool for this tenant: its password cannot be set',
        );
      return {};
    }
    const username = after.username;
    if (after.email !== before.email) {
      await this.client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: this.userPoolId,
          Username: username,
          UserAttributes: [
            { Name: 'email', Value: after.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    }
    if (password !== undefined) {
      await this.setPassword(username, password);
      // Cognito keeps refresh tokens across a new password: end every session, so an old refresh token mints nothing.
      await this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username }));
    }
    await this.changeGroups(username, before.roles, after.roles);
    if (after.active !== before.active) {
      const Command = after.active ? AdminEnableUserCommand : AdminDisableUserCommand;
      await this.client.send(new Command({ UserPoolId: this.userPoolId, Username: username }));
    }
    return {};
  }

  async deleteUser(user: IdentityUser): Promise<void> {
    if (!(await this.isTenantUser(user))) return;
    await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: user.username }));
  }

  async createRole(name: string): Promise<void> {
    try {
      await this.client.send(
        new CreateGroupCommand({ UserPoolId: this.userPoolId, GroupName: name, Description: 'Skyset role' }),
      );
    } catch (error) {
      // Another tenant's role of the same name made it: one group serves both (roles resolve per tenant).
      if (!failedWith(error, 'GroupExistsException')) throw error;
    }
  }

  /** Whether the pool's user of that name belongs to the user's tenant (a missing one does not). */
  private async isTenantUser(user: IdentityUser): Promise<boolean> {
    try {
      const found = await this.client.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: user.username }),
      );
      const tenant = found.UserAttributes?.find((attribute) => attribute.Name === 'custom:tenant')?.Value;
      if (tenant === user.tenant) return true;
      logger.warn('Cognito user belongs to another tenant: left alone', {
        tenant: user.tenant,
        username: user.username,
      });
      return false;
    } catch (error) {
      if (failedWith(error, 'UserNotFoundException')) return false;
      throw error;
    }
  }

  private async setPassword(username: string, password: string): Promise<void> {
    try {
      await this.client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: this.userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
    } catch (error) {
      // The pool's password policy (length, classes) refused it: the Admin's input, said in Cognito's words.
      if (failedWith(error, 'InvalidPasswordException')) throw new FieldError({ password: [(error as Error).message] });
      throw error;
    }
  }

  private async changeGroups(username: string, before: readonly string[], after: readonly string[]): Promise<void> {
    for (const group of after.filter((role) => !before.includes(role))) {
      await this.client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: this.userPoolId, Username: username, GroupName: group }),
      );
    }
    for (const group of before.filter((role) => !after.includes(role))) {
      await this.client.send(
        new AdminRemoveUserFromGroupCommand({ UserPoolId: this.userPoolId, Username: username, GroupName: group }),
      );
    }
  }
}
