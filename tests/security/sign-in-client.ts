import { request } from 'node:http';

/** One answer of the API: status, the Retry-After header, the JSON body. */
export interface Reply {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * Call the local runtime from the client address `from`: Linux answers every 127.x.y.z on loopback, so one test can
 * be several clients as the sign-in throttle counts them (API Gateway's `sourceIp`).
 */
export function callFrom(
  baseUrl: string,
  from: string,
  method: string,
  path: string,
  options: { json?: unknown; bearer?: string } = {},
): Promise<Reply> {
  const url = new URL(path, baseUrl);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.bearer === undefined ? {} : { authorization: `Bearer ${options.bearer}` }),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const retryAfter = response.headers['retry-after'];
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          body: text ? JSON.parse(text) : undefined,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** POST /api/v1/security/login from `from`, asking for a refresh token. */
export const loginFrom = (baseUrl: string, from: string, username: string, password: string): Promise<Reply> =>
  callFrom(baseUrl, from, 'POST', '/api/v1/security/login', {
    json: { username, password, provider: 'db', refresh: true },
  });
