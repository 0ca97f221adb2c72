/** HTTP clients of the fairness bench: a signed-in caller timing requests, and the attackers' loads. */

export interface Caller {
  url: string;
  token: string;
}

/** Signs in (to `tenant` when given) and answers the caller. */
export async function signIn(url: string, username: string, password: string, tenant?: string): Promise<Caller> {
  const response = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, provider: 'db', ...(tenant ? { tenant } : {}) }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return { url, token: ((await response.json()) as { access_token: string }).access_token };
}

/** One JSON request as `caller`; answers status and body. */
export async function call(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${caller.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * Milliseconds of each of up to `count` requests made one after another by `request`, for at most `maxMs` (a
 * runtime that stalls answers fewer; the caller reports how many).
 */
export async function timeEach(count: number, request: () => Promise<unknown>, maxMs = 60_000): Promise<number[]> {
  const times: number[] = [];
  const deadline = performance.now() + maxMs;
  for (let index = 0; index < count && performance.now() < deadline; index += 1) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * `clients` loops posting a wrong password to the login route (half for `admin`, half for users that do not exist)
 * until stopped; `warmed` resolves once every client had two answers (the flood is under way in earnest), `stop`
 * answers how many were answered, by status.
 */
export function loginFlood(
  url: string,
  clients: number,
): { warmed: Promise<void>; stop: () => Promise<Map<number, number>> } {
  let running = true;
  let answered = 0;
  let warm: () => void = () => undefined;
  const warmed = new Promise<void>((done) => (warm = done));
  const statuses = new Map<number, number>();
  const client = async (index: number): Promise<void> => {
    while (running) {
      const response = await fetch(`${url}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: index % 2 === 0 ? 'admin' : `guess${index}`,
          password: `wrong-${index}`,
          provider: 'db',
        }),
      }).catch(() => undefined);
      if (response) {
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if ((answered += 1) === 2 * clients) warm();
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, index) => client(index));
  return {
    warmed,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}
