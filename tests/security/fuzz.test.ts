import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '#functions/manifest.ts';
import { type ApiClient, startApiClient } from '../integration/helpers/api-client.ts';
import { createFuzzFixtures, type FuzzFixtures, SEED_BODIES } from './fuzz-fixtures.ts';
import { anonymousRequests, type HostileRequest, routeRequests, wrongMethodRequests } from './hostile-requests.ts';

/** Text an answer must never carry: stack frames, engine and runtime error names, host paths. */
const INTERNAL_TEXT: readonly RegExp[] = [
  /\bat [\w$.<>]+ \(/,
  /\n\s+at /,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError)\b/,
  /Maximum call stack/i,
  /Cannot read propert/i,
  /ECONNREFUSED/,
  /node_modules|\/(?:work|home|tmp|usr|var)\/|\.(?:ts|js|mjs):\d+/,
];

/** The one route answering a page (an embedded dashboard's): its own errors are pages (the gateway's are JSON). */
const isPageRoute = (path: string): boolean => path.startsWith('/embedded/');

/** What is wrong with one answer, or undefined when it is a fine answer to hostile input. */
function problemOf(status: number, text: string, path: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  const leak = INTERNAL_TEXT.find((pattern) => pattern.test(text));
  if (leak) return `internal text ${leak}`;
  if (status < 400) return undefined;
  if (isPageRoute(path) && text.startsWith('<!doctype html>')) return undefined;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return 'message' in body || 'errors' in body ? undefined : 'error without message or errors';
  } catch {
    return 'error that is not JSON';
  }
}

/** Requests in flight at once: the runtime serves them concurrently, as API Gateway would. */
const CONCURRENCY = 4;

async function send(client: ApiClient, request: HostileRequest): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  const authorization = request.authorization ?? `Bearer ${client.token}`;
  if (authorization !== '') headers.authorization = authorization;
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await fetch(`${client.runtime.url}${request.path}`, {
    method: request.method,
    headers,
    body: request.body ?? null,
  });
  return { status: response.status, text: await response.text() };
}

/** Sends every request, CONCURRENCY at a time, and answers the problem of each (undefined for a fine answer), in order. */
async function sendAll(
  client: ApiClient,
  requests: readonly HostileRequest[],
): Promise<{ statuses: number[]; problems: (string | undefined)[] }> {
  const statuses: number[] = [];
  const problems: (string | undefined)[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index] as HostileRequest;
      const { status, text } = await send(client, request);
      statuses[index] = status;
      const problem = problemOf(status, text, request.path);
      problems[index] =
        problem &&
        `${request.method} ${request.path.slice(0, 80)} [${request.label.slice(0, 80)}]: ${problem}: ${text.slice(0, 160)}`;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, problems };
}

let admin: ApiClient;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  admin = await startApiClient();
  fixtures = await createFuzzFixtures(admin);
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

describe('hostile requests to every route of the manifest', () => {
  it('never answer 5xx nor show internal text', async () => {
    // Arrange
    const requests = [
      ...httpRoutes.flatMap((route) => routeRequests(route, fixtures, SEED_BODIES)),
      ...wrongMethodRequests(httpRoutes, fixtures),
      ...anonymousRequests(httpRoutes, fixtures),
    ];

    // Act
    const { statuses, problems } = await sendAll(admin, requests);

    // Assert
    const found = problems.filter((problem) => problem !== undefined);
    console.info(
      `fuzz: ${requests.length} requests, ${statuses.filter((status) => status >= 500).length} answered 5xx, ${found.length} problems`,
    );
    expect(found).toEqual([]);
  });
});
