import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { rememberingVerifier } from '#functions/lib/auth/remembered-tokens.ts';
import { localTokenVerifier, type TokenVerifier } from '#functions/lib/auth/token-verifier.ts';

/**
 * A warm function's verifier reuses what it verified: each case counts the verifications the real local verifier (jose,
 * ES256) makes under a clock the test moves, as a caller would see them on each request.
 */
const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
/** Now, so jose (which reads the system clock) accepts the tokens; the verifier under test reads the test's clock. */
const ISSUED_AT = Math.floor(Date.now() / 1000);
const options = { issuer: 'skyset-local', audience: 'skyset' };

const tokenFor = (username: string, lifeSeconds: number): Promise<string> =>
  new SignJWT({ username, tenant: 'default', roles: ['Gamma'], token_use: 'access' })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt(ISSUED_AT)
    .setExpirationTime(ISSUED_AT + lifeSeconds)
    .sign(keys.privateKey);

/** The verifier under test over the real one, counting the real verifications; its clock starts at issue time. */
function countedVerifier() {
  const clock = { nowMs: ISSUED_AT * 1000 };
  const real = localTokenVerifier(keys.publicKey, options);
  let verifications = 0;
  const counted: TokenVerifier = {
    verify: (token) => {
      verifications += 1;
      // jose reads the system clock: the counted verifier checks expiry at the test's instant.
      return real.verify(token).then((payload) => {
        if (payload.exp !== undefined && payload.exp * 1000 <= clock.nowMs) throw new Error('expired');
        return payload;
      });
    },
  };
  return { clock, verifier: rememberingVerifier(counted, () => clock.nowMs), verifications: () => verifications };
}

describe('rememberingVerifier', () => {
  it('verifies a token once and answers its claims again without verifying it', async () => {
    // Arrange
    const { verifier, verifications } = countedVerifier();
    const token = await tokenFor('alice', 3600);
    await verifier.verify(token);

    // Act
    const payload = await verifier.verify(token);

    // Assert
    expect(payload).toMatchObject({ username: 'alice', tenant: 'default', roles: ['Gamma'] });
    expect(verifications()).toBe(1);
  });

  it('verifies a token sent by several requests at once once', async () => {
    // Arrange
    const { verifier, verifications } = countedVerifier();
    const token = await tokenFor('alice', 3600);

    // Act
    const payloads = await Promise.all([verifier.verify(token), verifier.verify(token), verifier.verify(token)]);

    // Assert
    expect(payloads.map((payload) => payload.username)).toEqual(['alice', 'alice', 'alice']);
    expect(verifications()).toBe(1);
  });

  it('refuses a remembered token from its expiry on', async () => {
    // Arrange
    const { clock, verifier } = countedVerifier();
    const token = await tokenFor('alice', 60);
    await verifier.verify(token);
    clock.nowMs = (ISSUED_AT + 60) * 1000;

    // Act
    const answer = verifier.verify(token);

    // Assert
    await expect(answer).rejects.toThrow('expired');
  });

  it('verifies a token again after the longest reuse, however long it lives', async () => {
    // Arrange
    const { clock, verifier, verifications } = countedVerifier();
    const token = await tokenFor('alice', 86_400);
    await verifier.verify(token);
    clock.nowMs += 300_000;

    // Act
    await verifier.verify(token);

    // Assert
    expect(verifications()).toBe(2);
  });

  it('never remembers a refused token: a forged one is refused each time it is sent', async () => {
    // Arrange
    const { verifier, verifications } = countedVerifier();
    const token = await tokenFor('alice', 3600);
    const forged = `${token.slice(0, -4)}AAAA`;
    await verifier.verify(forged).catch(() => undefined);

    // Act
    const answer = verifier.verify(forged);

    // Assert
    await expect(answer).rejects.toThrow('Token is invalid or has expired');
    expect(verifications()).toBe(2);
  });

  it('answers each token its own claims', async () => {
    // Arrange
    const { verifier } = countedVerifier();
    const [alice, bob] = await Promise.all([tokenFor('alice', 3600), tokenFor('bob', 3600)]);
    await Promise.all([verifier.verify(alice), verifier.verify(bob)]);

    // Act
    const answers = await Promise.all([verifier.verify(alice), verifier.verify(bob)]);

    // Assert
    expect(answers.map((payload) => payload.username)).toEqual(['alice', 'bob']);
  });
});
