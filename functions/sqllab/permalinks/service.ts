import { NotFoundError } from '#shared/errors.ts';
import { SqlLabPermalinkState } from '#shared/sqllab/tab-state.ts';
import type { Claims } from '../../lib/claims.ts';
import type { HttpEvent } from '../../lib/http.ts';
import { parseWith } from '../../lib/http.ts';
import { newPermalinkKey, parsePermalinkKey } from '../../lib/permalink-key.ts';
import { insertPermalink, readPermalink } from './repository.ts';

/** The public origin of a request: behind CloudFront or a proxy, the forwarded host and scheme. */
export function requestOrigin(event: HttpEvent): string {
  const host = event.headers['x-forwarded-host'] ?? event.headers.host ?? event.requestContext.domainName;
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  const scheme = event.headers['x-forwarded-proto']?.split(',')[0]?.trim() || (local ? 'http' : 'https');
  return `${scheme}://${host}`;
}

/** POST /api/v1/sqllab/permalink: store the editor state under a new unguessable key; 201 `{ key, url }`. */
export async function createSqlLabPermalink(claims: Claims, body: unknown, origin: string, now = new Date()) {
  const state = parseWith(SqlLabPermalinkState, body);
  const item = { resource: 'sqllab', state, created_by: claims.sub, created_on: now.toISOString() };
  let key = newPermalinkKey();
  // 128 random bits do not collide in practice; the conditional write makes sure no link is ever overwritten.
  while (!(await insertPermalink(claims.tenant, key, item))) key = newPermalinkKey();
  return { key, url: `${origin}/sqllab/p/${key}` };
}

/** GET /api/v1/sqllab/permalink/{key}: the stored state itself, as Superset answers; 404 for an unknown key. */
export async function getSqlLabPermalink(claims: Claims, rawKey: string) {
  const key = parsePermalinkKey(rawKey);
  const stored = await readPermalink(claims.tenant, key);
  if (stored?.resource !== 'sqllab') throw new NotFoundError();
  return stored.state;
}
