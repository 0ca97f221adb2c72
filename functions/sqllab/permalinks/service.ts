import { NotFoundError } from '#shared/errors.ts';
import { SqlLabPermalinkState } from '#shared/sqllab/tab-state.ts';
import type { Claims } from '../../lib/claims.ts';
import { parseWith } from '../../lib/http.ts';
import { newPermalinkKey, parsePermalinkKey } from '../../lib/permalink-key.ts';
import { insertPermalink, readPermalink } from './repository.ts';

/**
 * POST /api/v1/sqllab/permalink: store the editor state under a new unguessable key; 201 `{ key, url }`, the URL
 * under the web app's configured address (functions/lib/public-url.ts).
 */
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
