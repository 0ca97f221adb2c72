import { Agent, request } from 'node:http';
import type { DashboardPageCalls, PageCall } from '../dashboard-page-calls.ts';

/**
 * Virtual dashboard viewers: plain HTTP clients that open a dashboard as Skyset's page does, call for call, with no
 * browser. Each viewer has its own session and, as a browser has per origin over HTTP/1.1, at most six keep-alive
 * connections; it opens the dashboard again as soon as the last answer of the previous open arrived.
 */

/** A browser's connections per origin over HTTP/1.1: the most requests one viewer has in flight. */
const CONNECTIONS_PER_VIEWER = 6;
/** How long a request may take before it counts as a timeout error (the local gateway answers 503 at 30 s). */
const REQUEST_TIMEOUT_MS = 60_000;

/** What a group of viewers did. */
export interface Tally {
  requests: number;
  opens: number;
  /** Each chart data POST, from being sent on its connection to the last byte of its answer, ms. */
  chartDataMs: number[];
  /** Each open, from its first request to its last answer, ms. */
  openMs: number[];
  /** Non-2xx answers and network errors by what went wrong and on which route. */
  errors: Map<string, number>;
}

/** A call ready to send: its body serialised once, and the route it counts under in the error breakdown. */
interface PreparedCall {
  method: string;
  path: string;
  body?: string;
  route: string;
}

/** The page's calls of one open, each step's calls sent together (see DashboardPageCalls). */
export type PreparedOpen = PreparedCall[][];

const routeOf = (call: PageCall): string =>
  `${call.method} ${call.path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;

const prepare = (call: PageCall): PreparedCall => ({
  method: call.method,
  path: call.path,
  route: routeOf(call),
  ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
});

/** The calls of one open in the page's steps: who is signed in; the dashboard and the rest together; chart data; the rest. */
export const prepareOpen = (calls: DashboardPageCalls): PreparedOpen =>
  [[calls.first], calls.together, calls.chartData, calls.last].map((step) => step.map(prepare));

const emptyTally = (): Tally => ({ requests: 0, opens: 0, chartDataMs: [], openMs: [], errors: new Map() });

const countError = (tally: Tally, what: string): void => void tally.errors.set(what, (tally.errors.get(what) ?? 0) + 1);

/** Sends one call on the viewer's agent and records it; a failure is counted, never thrown. */
function send(base: URL, token: string, agent: Agent, call: PreparedCall, tally: Tally): Promise<void> {
  return new Promise((done) => {
    let sentAt = performance.now();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (call.body !== undefined)
      Object.assign(headers, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(call.body)),
      });
    const outgoing = request(
      new URL(call.path, base),
      { method: call.method, agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => {
          tally.requests += 1;
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) countError(tally, `${status} ${call.route}`);
          else if (call.route === 'POST /api/v1/chart/data') tally.chartDataMs.push(performance.now() - sentAt);
          done();
        });
        response.on(
          'error',
          (error: NodeJS.ErrnoException) => (countError(tally, `${error.code ?? error.message} ${call.route}`), done()),
        );
      },
    );
    // Queued behind the viewer's other requests until a connection is free: timed from then, as Resource Timing does.
    outgoing.on('socket', () => (sentAt = performance.now()));
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on(
      'error',
      (error: NodeJS.ErrnoException) => (
        (tally.requests += 1),
        countError(tally, `${error.code ?? error.message} ${call.route}`),
        done()
      ),
    );
    outgoing.end(call.body);
  });
}

/**
 * One viewer opening the dashboard once, then again and again until `deadline` (performance.now() ms); the last open
 * completes.
 */
async function view(base: URL, token: string, open: PreparedOpen, tally: Tally, deadline: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_VIEWER });
  try {
    do {
      const started = performance.now();
      for (const step of open) await Promise.all(step.map((call) => send(base, token, agent, call, tally)));
      tally.opens += 1;
      tally.openMs.push(performance.now() - started);
    } while (performance.now() < deadline);
  } finally {
    agent.destroy();
  }
}

/** A viewer: their access token and the calls of their open. */
export interface Viewer {
  token: string;
  open: PreparedOpen;
}

/** The viewers all viewing at once for `seconds` (0: one open each); answers what they did together. */
export async function viewTogether(url: string, viewers: readonly Viewer[], seconds: number): Promise<Tally> {
  const tally = emptyTally();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(viewers.map((viewer) => view(new URL(url), viewer.token, viewer.open, tally, deadline)));
  return tally;
}
