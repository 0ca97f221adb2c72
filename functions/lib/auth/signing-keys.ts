import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The local runtime's token signing key pair (ES256), kept as a PKCS8 PEM file in the data folder. */
export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Key id put in token headers, so a rotated key is told apart. */
  kid: string;
}

/** Read the key pair from `file`. */
export async function loadSigningKeys(file: string): Promise<SigningKeys> {
  const pem = await readFile(file, 'utf8');
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  return { privateKey, publicKey, kid: `${jwk.x?.slice(0, 16)}` };
}

/** Create the key file on first start (atomically, owner-readable only); keep an existing one. */
export async function ensureSigningKeyFile(file: string): Promise<void> {
  try {
    await readFile(file);
    return;
  } catch {
    // Absent: create below.
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  await rename(temporary, file);
}
