/**
 * GET requests a screen is sure to make, started while the app's code is still loading (web/app/entry.client.tsx),
 * so their answers are on their way when the screen's loader asks. The API client takes each one once, for the same
 * path and token, within a few seconds; one not taken is simply dropped.
 */
const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyRequest {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyRequest>();

/** Starts GET `paths` with the bearer `token`, as the API client would send them. */
export function startEarlyGets(paths: readonly string[], token: string, send: typeof fetch = (input, init) => globalThis.fetch(input, init)): void {
  const startedAt = Date.now();
  for (const path of paths) {
    const response = send(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    // Nobody may take it: its failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    started.set(path, { token, startedAt, response });
  }
}

/** The answer of an early GET of `path` sent with `token`, taken once; undefined when there is none to take. */
export function takeEarlyGet(path: string, token: string): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return early.token === token && Date.now() - early.startedAt < EARLY_ANSWER_TTL_MS ? early.response : undefined;
}
