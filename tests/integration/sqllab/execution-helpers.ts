import WebSocket from 'ws';
import { contractProblems } from '../../contract/openapi.ts';
import type { Answer, ApiClient, JsonBody } from '../helpers/api-client.ts';

/** POST /api/v1/sqllab/execute/. */
export async function execute(client: ApiClient, body: Record<string, unknown>): Promise<Answer<JsonBody>> {
  return (await client.post('/api/v1/sqllab/execute/', body)) as Answer<JsonBody>;
}

/**
 * A DuckDB database in memory that allows DML, CTAS and CVAS and runs SQL Lab synchronously (the examples database
 * runs it asynchronously and refuses DML); answers its id.
 */
export async function createScratchDatabase(
  admin: ApiClient,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const created = await admin.post('/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: 'duckdb:///:memory:',
    expose_in_sqllab: true,
    allow_dml: true,
    allow_ctas: true,
    allow_cvas: true,
    ...fields,
  });
  if (created.status !== 201) throw new Error(`database not created: ${JSON.stringify(created.body)}`);
  return (created.body as { id: number }).id;
}

const valueAt = (body: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      body,
    );

/**
 * The spec was generated from marshmallow schemas whose fields lack `allow_none`, so it types as non-nullable many
 * fields Superset answers null for (`endDttm` of a running query, `schema`, `tab`, `resultsKey` of a query without
 * rows...). Exactly those problems, a `type` mismatch where the answer holds null, are set aside; every other
 * field is checked.
 */
export function contractProblemsBeyondNulls(method: string, path: string, status: number, body: unknown): string[] {
  return contractProblems(method, path, status, body).filter((problem) => {
    const [pointer = ''] = problem.split(' ');
    return !(problem.includes(' must be ') && valueAt(body, pointer) === null);
  });
}

/** A WebSocket of the caller's async channel collecting every event pushed to it. */
export async function openEventSocket(
  url: string,
  token: string,
): Promise<{ events: Record<string, unknown>[]; close(): void }> {
  const events: Record<string, unknown>[] = [];
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws?token=${token}`);
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { events, close: () => socket.close() };
}
