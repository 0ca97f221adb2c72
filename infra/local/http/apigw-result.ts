import type { ServerResponse } from 'node:http';
import { withApiHeaders } from '#functions/lib/security-headers.ts';

interface StructuredResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

/** Whether a Lambda result is the structured form; otherwise API Gateway treats it as a 200 JSON body. */
const isStructured = (value: unknown): value is StructuredResult =>
  typeof value === 'object' && value !== null && 'statusCode' in value;

/** Write a Lambda result to the HTTP response as API Gateway (payload 2.0) maps it. */
export function writeLambdaResult(response: ServerResponse, result: unknown): number {
  const structured: StructuredResult = isStructured(result)
    ? result
    : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? null) };
  const status = structured.statusCode ?? 200;
  const body =
    structured.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
  for (const [name, value] of Object.entries(structured.headers ?? {})) response.setHeader(name, String(value));
  if (structured.cookies?.length) response.setHeader('set-cookie', structured.cookies);
  response.setHeader('content-length', body.length);
  response.writeHead(status);
  response.end(body);
  return status;
}

/**
 * API Gateway's own answers (not the function's): `{"message": ...}` JSON, with the API's security headers, which
 * CloudFront adds to them in the cloud.
 */
export function writeGatewayError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): number {
  const body = JSON.stringify({ message });
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    ...withApiHeaders(headers),
  });
  response.end(body);
  return status;
}
