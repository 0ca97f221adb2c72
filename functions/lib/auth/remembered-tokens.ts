import type { JWTPayload } from 'jose';
import { BoundedMemo } from '../bounded-memo.ts';
import { deepFrozen } from '../deep-frozen.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** Tokens one warm function remembers as verified; a signed-in user holds one access token at a time. */
const REMEMBERED_TOKENS = 2000;
/** The longest a verification is reused, as API Gateway's authorizer cache keeps an answer (its default TTL). */
const MAX_REMEMBER_SECONDS = 300;

interface Verified {
  payload: JWTPayload;
  /** Epoch ms from which the verification is not reused: the token's expiry, or the end of the longest reuse if sooner. */
  until: number;
}

/**
 * `verifier` with its successful verifications reused per token until the token expires (at most
 * {@link MAX_REMEMBER_SECONDS}), as API Gateway's authorizer cache does: a token's signature, issuer and audience do
 * not change once checked, and expiry is checked again on every reuse (as jose checks it: expired from its `exp`
 * second on). Requests sending a token while it is being verified share that verification. A refused token is not
 * remembered. Revocation is not the verifier's: a deactivated user's token, or one of an ended session, is refused by
 * the user record every request reads (functions/lib/auth/caller-access.ts). The claims answered are read-only.
 */
export function rememberingVerifier(verifier: TokenVerifier, now: () => number = () => Date.now()): TokenVerifier {
  const remembered = new BoundedMemo<string, Promise<Verified>>(REMEMBERED_TOKENS);
  const verify = async (token: string): Promise<Verified> => {
    const payload = deepFrozen(await verifier.verify(token));
    const expiresAt = payload.exp === undefined ? Number.POSITIVE_INFINITY : payload.exp * 1000;
    return { payload, until: Math.min(expiresAt, now() + MAX_REMEMBER_SECONDS * 1000) };
  };
  /** Verifies `token`, remembered from now on (forgotten if refused). */
  const remember = (token: string): Promise<Verified> => {
    const verifying = verify(token);
    remembered.set(token, verifying);
    verifying.catch(() => remembered.get(token) === verifying && remembered.delete(token));
    return verifying;
  };
  return {
    async verify(token) {
      if (token === undefined) return verifier.verify(token);
      const kept = remembered.get(token);
      const verified = kept && (await kept.catch(() => undefined));
      if (verified && now() < verified.until) return verified.payload;
      return (await remember(token)).payload;
    },
  };
}
