import { randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../config.ts';
import { once } from '../once.ts';
import { ScryptPool } from './scrypt-pool.ts';

/** scrypt cost parameters: N=2^15 keeps a login near 50 ms on one core while resisting offline guessing. */
const COST = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * The process's password hashing threads (PASSWORD_HASH_WORKERS, at most PASSWORD_HASH_QUEUE waiting): hashing never
 * runs on the thread that serves, nor on libuv's pool that storage uses.
 */
export const passwordHashingPool = once((): ScryptPool => {
  const settings = config();
  return new ScryptPool({ workers: settings.PASSWORD_HASH_WORKERS, queueLimit: settings.PASSWORD_HASH_QUEUE });
});

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return passwordHashingPool().derive({
    password,
    salt,
    keyLength: KEY_LENGTH,
    cost: { ...cost, maxmem: COST.maxmem },
  });
}

/** Hash a password as `scrypt$N$r$p$<salt b64>$<key b64>`; a 503 ServiceBusyError when the hashing queue is full. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoy: Promise<string> | undefined;

/** A hash of a random password, made once per process: verified against when there is no real hash to check. */
export function decoyHash(): Promise<string> {
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'));
    // A refusal (queue full) is not kept: the next login makes the decoy again.
    decoy.catch(() => (decoy = undefined));
  }
  return decoy;
}
