import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request body read for a signed request: its text when within the cap, and the hash the signature covers. */
export interface SignedBody {
  /** The body as UTF-8, or undefined when it was longer than the cap. */
  text: string | undefined;
  /** Bytes received. */
  bytes: number;
  /** Hex SHA-256 of every byte received, as SigV4's canonical request carries it. */
  sha256: string;
}

/**
 * Read the whole body, hashing all of it but keeping at most `limit` bytes. An over-long body is still
 * drained (so the client reads the answer) and hashed (so its signature is checked before its size).
 */
export async function readSignedBody(req: IncomingMessage, limit: number): Promise<SignedBody> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    if (bytes <= limit) chunks.push(chunk);
  }
  const text = bytes > limit ? undefined : Buffer.concat(chunks).toString('utf8');
  return { text, bytes, sha256: hash.digest('hex') };
}
