import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';
import type { LocalCredentials } from './credentials.ts';

/** Why a signature was refused; each endpoint answers it in its own protocol's words. */
export type SignatureFault = 'missing' | 'incomplete' | 'unknown-key' | 'expired' | 'mismatch';

/** What a SigV4 signature covers, as the request arrived. */
export interface SignedRequest {
  method: string;
  /** The request target as sent: raw path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  /** Hex SHA-256 of the whole body as received (see readSignedBody). */
  bodySha256: string;
}

export interface VerifyOptions {
  credentials: LocalCredentials;
  /** The signing name the endpoint answers to: `sqs`, `execute-api`. */
  service: string;
  /** Epoch milliseconds, to refuse a stale (replayed) signature as AWS does. */
  now: number;
}

/** The SDK's own SHA-256 for Node, as its clients sign with. */
const SHA256 = Hash.bind(null, 'sha256');

/** How far a request's date may be from the server's clock (AWS's window). */
const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;_.-]+), ?Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

interface Authorization {
  accessKeyId: string;
  scopeDate: string;
  region: string;
  service: string;
  signedHeaders: string;
  signature: string;
}

function authorizationOf(header: string | undefined): Authorization | undefined {
  const match = AUTHORIZATION.exec(header ?? '');
  if (!match) return undefined;
  const [accessKeyId = '', scopeDate = '', region = '', service = '', signedHeaders = '', signature = ''] =
    match.slice(1);
  return { accessKeyId, scopeDate, region, service, signedHeaders, signature };
}

/** The `X-Amz-Date` instant, when it is well formed and on the credential scope's day. */
function signingDateOf(amzDate: string | string[] | undefined, scopeDate: string): Date | undefined {
  if (typeof amzDate !== 'string' || !amzDate.startsWith(scopeDate)) return undefined;
  const match = AMZ_DATE.exec(amzDate);
  if (!match) return undefined;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/**
 * Check a request's SigV4 `Authorization` header against the runtime's credentials: the key id, the date
 * (within AWS's 15 minutes), the signing name, and the signature over method, path, query, the signed
 * headers and the body's hash. Resolves to undefined when the request was signed with the credentials.
 */
export async function verifySignature(
  request: SignedRequest,
  options: VerifyOptions,
): Promise<SignatureFault | undefined> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return 'missing';
  const authorization = authorizationOf(header);
  const signingDate = authorization && signingDateOf(request.headers['x-amz-date'], authorization.scopeDate);
  if (!authorization || !signingDate || !authorization.signedHeaders.split(';').includes('host')) return 'incomplete';
  if (authorization.accessKeyId !== options.credentials.accessKeyId) return 'unknown-key';
  if (Math.abs(options.now - signingDate.getTime()) > MAX_SKEW_MS) return 'expired';
  if (authorization.service !== options.service) return 'mismatch';
  const expected = await expectedAuthorization(request, authorization, options.credentials, signingDate);
  const matches =
    expected?.signedHeaders === authorization.signedHeaders && sameHex(expected.signature, authorization.signature);
  return matches ? undefined : 'mismatch';
}

/** Sign the request again, with the headers the client signed and the hash of the body that arrived. */
async function expectedAuthorization(
  request: SignedRequest,
  authorization: Authorization,
  credentials: LocalCredentials,
  signingDate: Date,
): Promise<Authorization | undefined> {
  const signedHeaders = authorization.signedHeaders.split(';');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = request.headers[name];
    if (value === undefined) return undefined;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // The signer takes a present x-amz-content-sha256 as the payload hash: set it to what was received, so a
  // body changed after signing cannot pass under a hash the client claimed.
  headers['x-amz-content-sha256'] = request.bodySha256;
  const { path, query } = targetOf(request.url);
  const { region, service } = authorization;
  const signer = new SignatureV4({ credentials, region, service, sha256: SHA256 });
  const signed = await signer.sign(
    { method: request.method, protocol: 'http:', hostname: 'localhost', path, query, headers },
    { signingDate, signableHeaders: new Set(signedHeaders), unsignableHeaders: new Set(['x-amz-content-sha256']) },
  );
  return authorizationOf(signed.headers.authorization);
}

/** The raw path (the signer escapes it again, as SigV4 does for every service but S3) and the decoded query. */
function targetOf(url: string): { path: string; query: Record<string, string | string[]> } {
  const queryStart = url.indexOf('?');
  const query: Record<string, string | string[]> = {};
  if (queryStart === -1) return { path: url, query };
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return { path: url.slice(0, queryStart), query };
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
