import { createHash } from 'node:crypto';
import { UnauthorizedError } from '#shared/errors.ts';
import type { Claims } from '../claims.ts';
import { readRecentPartition } from '../item-store.ts';
import { keys } from '../keys.ts';
import { EmbeddedRecord } from '../records/embedded-dashboard.ts';
import type { CallerAccess } from './caller-access.ts';
import { ReadableScope } from './readable-scope.ts';
import type { GuestRowFilter } from './row-level-security.ts';

/**
 * Guest tokens (Superset's embedded dashboards): a host application's backend asks for one
 * (`POST /api/v1/security/guest_token/`) for one of its users, naming embedded dashboards and row level security
 * rules; the embedded page sends it with every request. A guest has no user record and no roles: it reads the
 * dashboards its token names, what drawing them reads (the readable claim) and nothing else (scoped-routes.ts),
 * under its token's rules and the tenant's Base filters.
 */

export const GUEST_TOKEN_USE = 'guest';

/** The claim carrying the token's row level security rules, as JSON text (authorizers flatten claims to strings). */
export const GUEST_RLS_CLAIM = 'guest_rls';

/** Whether the verified claims are a guest token's (raw JWT payload or API Gateway's string claims). */
export function isGuestToken(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return claims?.token_use === GUEST_TOKEN_USE;
}

/**
 * A guest's `sub`: the same for the same user, dashboards and rules, so a refreshed token keeps its channel of job
 * events (and its fetched answers), while two rule sets never share one.
 */
export function guestSubject(tenant: string, username: string, dashboards: readonly string[], rls: unknown): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([tenant, username, [...dashboards].sort(), rls]))
    .digest('hex');
  return `guest-${digest.slice(0, 24)}`;
}

/** The token's rules from its claim; a claim that is not the JSON the grant wrote refuses the token. */
export function guestRulesOf(raw: unknown): GuestRowFilter[] {
  if (raw === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(String(raw));
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return parsed.map((rule: unknown) => {
      const { clause, dataset } = rule as { clause?: unknown; dataset?: unknown };
      if (typeof clause !== 'string' || (dataset !== undefined && typeof dataset !== 'number'))
        throw new Error('not a rule');
      return dataset === undefined ? { clause } : { clause, dataset };
    });
  } catch (error) {
    throw new UnauthorizedError('Not authorized', { cause: error });
  }
}

/** What a guest token grants: the resources it may read and the row level security rules it carries. */
export interface GuestGrant {
  scope: ReadableScope;
  rowFilters: readonly GuestRowFilter[];
}

/** The pairs a guest holds: downloading what its charts show (Superset's `can_csv`), as its pages are told. */
export const GUEST_ROLE = { name: 'Guest', permissions: [['can_csv', 'Superset']] as [string, string][] };

const GUEST_PAIRS = new Set(GUEST_ROLE.permissions.map(([permission, view]) => `${permission}\u0000${view}`));

/**
 * A guest's access: no roles, no user record, and of Superset's permission pairs only `can_csv` (the routes a guest may
 * call are allowed by the scoped route table alone, functions/lib/auth/scoped-routes.ts); the datasets its token names
 * readable, and its rules applied. A token naming a dashboard whose embedding was removed since is refused (401):
 * disabling an embedding stops its guests at once, not when their tokens expire (the tenant's embeddings are read as
 * this warm function read them within seconds).
 */
export async function loadGuestAccess(claims: Claims): Promise<CallerAccess> {
  const scope = ReadableScope.of(claims) ?? ReadableScope.empty();
  const embedded = await readRecentPartition(EmbeddedRecord, keys.dashboardEmbedded(claims.tenant, 1).pk);
  const embeddedIds = new Set(embedded.map((record) => record.dashboard_id));
  const dashboards = scope.dashboardIds();
  if (dashboards.length === 0 || dashboards.some((id) => !embeddedIds.has(id)))
    throw new UnauthorizedError('Not authorized');
  return {
    claims,
    roles: [],
    isAdmin: false,
    pairs: [],
    can: (permission, view) => GUEST_PAIRS.has(`${permission}\u0000${view}`),
    guest: { scope, rowFilters: guestRulesOf(claims.guest_rls) },
  };
}
