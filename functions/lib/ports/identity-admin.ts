/**
 * The identity-provider side of managing users and roles, beside the DynamoDB records the services write: nothing
 * more locally (the user record holds the password hash), the Cognito user pool in the cloud (users, their groups).
 */

/** A user as the identity provider knows them: who signs in, into which tenant, in which groups (role names). */
export interface IdentityUser {
  tenant: string;
  username: string;
  email: string;
  active: boolean;
  roles: readonly string[];
}

/** What the user record keeps of a password: its hash where Skyset checks passwords, nothing where Cognito does. */
export interface StoredCredential {
  passwordHash?: string;
}

export interface IdentityAdmin {
  /** Make the user able to sign in with `password`, in its roles' groups (disabled when not active). */
  createUser(user: IdentityUser, password: string): Promise<StoredCredential>;
  /** Apply what changed between `before` and `after` (same user name), and set `password` when given. */
  updateUser(before: IdentityUser, after: IdentityUser, password: string | undefined): Promise<StoredCredential>;
  /** Remove the user's sign-in. */
  deleteUser(user: IdentityUser): Promise<void>;
  /** Make a role's group exist (idempotent). */
  createRole(name: string): Promise<void>;
}
