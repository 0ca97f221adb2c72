import { findUser } from '../../auth/user-directory.ts';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { UnauthorizedError } from '#shared/errors.ts';
import type { SigningKeys } from '../../auth/signing-keys.ts';
import type { TokenVerifier } from '../../auth/token-verifier.ts';
import type { IdentityProvider, LoginInput, SignInTokens, TokenPair } from '../../ports/identity.ts';
import { decoyHash, verifyPassword } from '../../auth/passwords.ts';
import type { UserRecord } from '../../auth/records.ts';
import { sessionEnded } from '../../auth/sessions.ts';
import { epochSeconds } from '../../dynamo.ts';
import { logger } from '../../logger.ts';
import { recordLogin } from '../../auth/user-logins.ts';
import { sessionStore } from './session-store.ts';

/** One message for every credential failure, so a caller cannot learn which part was wrong. */
export const BAD_CREDENTIALS = 'Not authorized';

interface LocalIdentityOptions {
  keys: () => Promise<SigningKeys>;
  refreshVerifier: TokenVerifier;
  issuer: string;
  audience: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  sessions?: typeof sessionStore;
}

/** What a token names besides its user: its session, and for a refresh token its own id. */
interface TokenSession {
  use: 'access' | 'refresh';
  sid: string;
  jti?: string;
}

/**
 * Users in DynamoDB with scrypt hashes; ES256 tokens signed with the data folder's key, carrying the cloud's claims
 * plus the session (`sid`, `session_gen`). Refresh tokens are single use: each refresh answers a new one, and a spent
 * one presented again revokes its session (./session-store.ts).
 */
export class LocalIdentity implements IdentityProvider {
  private readonly sessions: typeof sessionStore;

  constructor(private readonly options: LocalIdentityOptions) {
    this.sessions = options.sessions ?? sessionStore;
  }

  async login({ tenant, username, password, refresh }: LoginInput): Promise<SignInTokens> {
    const user = await this.authenticate(tenant, username, password);
    if (!user) throw new UnauthorizedError(BAD_CREDENTIALS);
    await recordLogin(tenant, username);
    const sid = randomUUID();
    const access_token = await this.sign(tenant, user, { use: 'access', sid });
    if (!refresh) return { access_token };
    const jti = randomUUID();
    await this.sessions.create(tenant, sid, {
      username,
      user_id: user.id,
      refresh_jti: jti,
      session_gen: user.session_gen ?? 0,
      expiresAt: this.refreshExpiry(),
    });
    return { access_token, refresh_token: await this.sign(tenant, user, { use: 'refresh', sid, jti }) };
  }

  async checkPassword({ tenant, username, password }: LoginInput): Promise<boolean> {
    return (await this.authenticate(tenant, username, password)) !== undefined;
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const payload = await this.options.refreshVerifier.verify(refreshToken);
    const { sid, jti } = payload;
    if (typeof sid !== 'string' || typeof jti !== 'string') throw new UnauthorizedError(BAD_CREDENTIALS);
    const tenant = String(payload.tenant);
    const [user, session] = await Promise.all([
      findUser(tenant, String(payload.username)),
      this.sessions.read(tenant, sid),
    ]);
    // A user deactivated or renamed since, or a session revoked, expired or ended by a password change: no new token.
    const usable = user?.active && String(user.id) === payload.sub && session?.user_id === user.id && !session.revoked;
    if (!user || !usable || sessionEnded(user, { sid, session_gen: session.session_gen }))
      throw new UnauthorizedError(BAD_CREDENTIALS);
    const next = randomUUID();
    if (session.refresh_jti !== jti || !(await this.sessions.rotate(tenant, sid, jti, next, this.refreshExpiry()))) {
      // A spent refresh token came back: one of its two holders is not the user, so neither keeps the session.
      await this.sessions.revoke(tenant, sid);
      logger.warn('A refresh token was used twice: its session is revoked', { tenant, username: user.username });
      throw new UnauthorizedError(BAD_CREDENTIALS);
    }
    return {
      access_token: await this.sign(tenant, user, { use: 'access', sid }),
      refresh_token: await this.sign(tenant, user, { use: 'refresh', sid, jti: next }),
    };
  }

  /** The user when the password is theirs; unknown and inactive users cost one hash too, so timing tells nothing. */
  private async authenticate(tenant: string, username: string, password: string): Promise<UserRecord | undefined> {
    const user = await findUser(tenant, username);
    const usable = user?.active && user.passwordHash ? user.passwordHash : await decoyHash();
    const valid = (await verifyPassword(password, usable)) && usable === user?.passwordHash;
    return user && valid ? user : undefined;
  }

  private refreshExpiry(): number {
    return epochSeconds() + this.options.refreshTtlSeconds;
  }

  private async sign(tenant: string, user: UserRecord, session: TokenSession): Promise<string> {
    const { privateKey, kid } = await this.options.keys();
    const claims =
      session.use === 'access'
        ? { username: user.username, tenant, roles: user.roles, sid: session.sid, session_gen: user.session_gen ?? 0 }
        : { username: user.username, tenant, sid: session.sid };
    const ttlSeconds = session.use === 'access' ? this.options.accessTtlSeconds : this.options.refreshTtlSeconds;
    return new SignJWT({ ...claims, token_use: session.use })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt()
      .setJti(session.jti ?? randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(privateKey);
  }
}
