import { hashPassword } from '../../auth/passwords.ts';
import type { IdentityAdmin, IdentityUser, StoredCredential } from '../../ports/identity-admin.ts';

/**
 * The local runtime's identity administration: the DynamoDB user record is the whole identity (LocalIdentity checks
 * its scrypt hash and reads its roles and `active` flag), so only a password needs work here: hashing it.
 */
export class LocalIdentityAdmin implements IdentityAdmin {
  async createUser(_user: IdentityUser, password: string): Promise<StoredCredential> {
    return { passwordHash: await hashPassword(password) };
  }

  async updateUser(
    _before: IdentityUser,
    _after: IdentityUser,
    password: string | undefined,
  ): Promise<StoredCredential> {
    return password === undefined ? {} : { passwordHash: await hashPassword(password) };
  }

  async deleteUser(): Promise<void> {}

  async createRole(): Promise<void> {}
}
