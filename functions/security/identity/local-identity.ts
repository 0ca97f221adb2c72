import { SignJWT } from 'jose';
import { UnauthorizedError } from '#shared/errors.ts';
import type { SigningKeys } from '../../lib/auth/signing-keys.ts';
import type { TokenVerifier } from '../../lib/auth/token-verifier.ts';
import type { IdentityProvider, LoginInput, TokenPair } from '../../lib/ports/identity.ts';
import { decoyHash, verifyPassword } from '../../lib/auth/passwords.ts';
import type { UserRecord } from '../../lib/auth/records.ts';
import { findUser, recordLogin } from '../users.ts';

/** One message for every credential failure, so a caller cannot learn which part was wrong. */
export const BAD_CREDENTIALS = 'Not authorized';

interface LocalIdentityOptions {
  keys: () => Promise<SigningKeys>;
  refreshVerifier: TokenVerifier;
  issuer: string;
  audience: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/** Users in DynamoDB with scrypt hashes; ES256 tokens signed with the data folder's key, carrying the cloud's claims. */
export class LocalIdentity implements IdentityProvider {
  constructor(private readonly options: LocalIdentityOptions) {}

  async login({ tenant, username, password }: LoginInput): Promise<TokenPair> {
    const user = await findUser(tenant, username);
    // Unknown and inactive users cost one hash too, so the answer's timing does not tell which usernames exist.
    const usable = user?.active && user.passwordHash ? user.passwordHash : await decoyHash();
    const valid = (await verifyPassword(password, usable)) && usable === user?.passwordHash;
    if (!user || !valid) throw new UnauthorizedError(BAD_CREDENTIALS);
    await recordLogin(tenant, username);
    return {
      access_token: await this.sign(tenant, user, 'access', this.options.accessTtlSeconds),
      refresh_token: await this.sign(tenant, user, 'refresh', this.options.refreshTtlSeconds),
    };
  }

  async refresh(refreshToken: string): Promise<{ access_token: string }> {
    const payload = await this.options.refreshVerifier.verify(refreshToken);
    const tenant = String(payload.tenant);
    const user = await findUser(tenant, String(payload.username));
    // A user deactivated or renamed since the refresh token was issued gets no new token.
    if (!user?.active || String(user.id) !== payload.sub) throw new UnauthorizedError(BAD_CREDENTIALS);
    return { access_token: await this.sign(tenant, user, 'access', this.options.accessTtlSeconds) };
  }

  private async sign(tenant: string, user: UserRecord, use: 'access' | 'refresh', ttlSeconds: number): Promise<string> {
    const { privateKey, kid } = await this.options.keys();
    const claims = use === 'access' ? { username: user.username, tenant, roles: user.roles } : { username: user.username, tenant };
    return new SignJWT({ ...claims, token_use: use })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(privateKey);
  }
}
