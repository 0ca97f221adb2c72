import { randomBytes } from 'node:crypto';

/** The key pair the local runtime's own AWS clients sign with, and its endpoints verify. */
export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const KEY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A fresh key pair for one start of the runtime, shaped like IAM's (a 20-character upper-case key id,
 * a 40-character secret), so any client or emulator that checks the shape takes it. Nobody but the
 * runtime and the handlers it runs learns it: a request signed with it comes from one of them.
 */
export function newLocalCredentials(): LocalCredentials {
  const keyId = [...randomBytes(16)].map((byte) => KEY_ID_ALPHABET[byte % KEY_ID_ALPHABET.length]).join('');
  return {
    accessKeyId: `AKIA${keyId}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether a socket's remote address is this machine. */
export const isLoopback = (remoteAddress: string | undefined): boolean => LOOPBACK.has(remoteAddress ?? '');
