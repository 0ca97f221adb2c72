import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  CfnUserPoolGroup,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { cognitoTriggers } from '#functions/manifest.ts';
import type { UserPoolAction } from './access.ts';
import { AppFunction } from './app-function.ts';

/** Groups created with the pool; their names are the role names the `roles` claim carries (Superset's built-ins). */
export const USER_GROUPS = ['Admin', 'Alpha', 'Gamma', 'sql_lab'] as const;

/**
 * Identity: a Cognito user pool whose id token is the API's bearer token. Users sign in with a username (Superset
 * logins are usernames, not e-mails); the immutable `tenant` attribute pins each user to one tenant, and the
 * pre-token-generation trigger copies it, the username and the groups into the claims handlers read.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly preTokenGeneration: AppFunction;
  /** One group per role of USER_GROUPS; whoever adds users to groups must be deployed after them. */
  readonly groups: CfnUserPoolGroup[];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'Users', {
      signInAliases: { username: true },
      selfSignUpEnabled: false,
      // Immutable: moving a user between tenants would let old tokens and keys disagree about where they belong.
      customAttributes: { tenant: new StringAttribute({ minLen: 1, maxLen: 63, mutable: false }) },
      passwordPolicy: { minLength: 12, requireSymbols: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.client = this.userPool.addClient('WebClient', {
      // Superset's /security/login takes a password; refreshes go through GetTokensFromRefreshToken (rotation below).
      authFlows: { userPassword: true },
      // Each refresh answers a new refresh token and spends the old one at once (no grace): the same single use as the
      // local runtime's, so a stolen refresh token dies with the next refresh of its owner.
      refreshTokenRotationGracePeriod: Duration.seconds(0),
      generateSecret: false,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    this.groups = USER_GROUPS.map(
      (group) =>
        new CfnUserPoolGroup(this, `Group-${group}`, { userPoolId: this.userPool.userPoolId, groupName: group }),
    );
    // No shared environment: this function must not reference the pool it belongs to (a dependency cycle). It reads
    // the user's record in the table (granted by the stack, infra/cloud/access.ts) for the session generation.
    this.preTokenGeneration = new AppFunction(this, 'PreTokenGeneration', {
      module: cognitoTriggers.preTokenGeneration,
      memorySize: 256,
      timeout: Duration.seconds(5),
      description: 'Cognito pre-token generation: username, tenant, roles and session generation claims',
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION, this.preTokenGeneration.fn);
  }

  /** Let a function make these administration calls on the pool, and give it the pool id (COGNITO_USER_POOL_ID). */
  bindUsers(fn: AppFunction, actions: readonly UserPoolAction[]): void {
    this.userPool.grant(fn.fn, ...actions.map((action) => `cognito-idp:${action}`));
    fn.setEnv('COGNITO_USER_POOL_ID', this.userPool.userPoolId);
  }
}
