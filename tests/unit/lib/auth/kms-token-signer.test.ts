import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { derToJoseSignature, remoteKeyPublicKey, remoteKeySigner } from '#functions/lib/auth/kms-token-signer.ts';
import { fakeEcdsaKey } from './fake-ecdsa-key.ts';

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);
const der = (...parts: number[][]) => Uint8Array.from([0x30, parts.flat().length, ...parts.flat()]);
const integer = (value: Uint8Array) => [0x02, value.length, ...value];

describe('derToJoseSignature', () => {
  it('joins two full-size integers as they are', () => {
    // Act
    const joined = derToJoseSignature(der(integer(bytes(32, 0x11)), integer(bytes(32, 0x22))));

    // Assert
    expect(Buffer.from(joined).toString('hex')).toBe('11'.repeat(32) + '22'.repeat(32));
  });

  it('drops the sign byte DER adds before a high bit and pads an integer DER shortened', () => {
    // Arrange: r has its top bit set (33 bytes with a 0x00 sign byte), s lost two leading zero bytes (30 bytes).
    const r = Uint8Array.from([0x00, ...bytes(32, 0x80)]);
    const s = bytes(30, 0x05);

    // Act
    const joined = derToJoseSignature(der(integer(r), integer(s)));

    // Assert
    expect(Buffer.from(joined).toString('hex')).toBe('80'.repeat(32) + '0000' + '05'.repeat(30));
  });

  it.each([
    ['a truncated signature', der(integer(bytes(32, 1))).subarray(0, 20)],
    ['a wrong outer tag', Uint8Array.from([0x31, 6, 0x02, 1, 1, 0x02, 1, 1])],
    ['an integer too long for P-256', der(integer(bytes(33, 0x7f)), integer(bytes(32, 1)))],
    ['trailing bytes', der(integer(bytes(32, 1)), integer(bytes(32, 1)), [0x00])],
  ])('refuses %s', (_name, input) => {
    // Act
    const convert = () => derToJoseSignature(input);

    // Assert
    expect(convert).toThrow('Not a DER-encoded ECDSA P-256 signature');
  });
});

describe('remoteKeySigner', () => {
  it("signs an ES256 JWT that verifies with the remote key's public half", async () => {
    // Arrange
    const key = fakeEcdsaKey('key-1');
    const claims = { sub: '3', token_use: 'report', report_id: 9, iss: 'skyset', aud: 'skyset', exp: 4_000_000_000 };

    // Act
    const token = await remoteKeySigner(key).sign(claims);
    const verified = await jwtVerify(token, await remoteKeyPublicKey(key), { issuer: 'skyset', audience: 'skyset' });

    // Assert
    expect({ header: verified.protectedHeader, payload: verified.payload }).toEqual({
      header: { alg: 'ES256', kid: 'key-1', typ: 'JWT' },
      payload: claims,
    });
  });

  it('signs nothing another key verifies', async () => {
    // Arrange
    const token = await remoteKeySigner(fakeEcdsaKey()).sign({ sub: '3' });

    // Act
    const verifying = jwtVerify(token, fakeEcdsaKey().publicKey);

    // Assert
    await expect(verifying).rejects.toThrow('signature verification failed');
  });
});
