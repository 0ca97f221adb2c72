import { GuestTokenBody, type GuestTokenRlsRule } from '#shared/api/guest-token.ts';
import { AppError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';
import { dashboardResources } from '../lib/auth/dashboard-resources.ts';
import { GUEST_RLS_CLAIM, GUEST_TOKEN_USE, guestSubject } from '../lib/auth/guest-token.ts';
import { READABLE_CLAIM, type ReadableResources, readableClaim } from '../lib/auth/readable-scope.ts';
import type { TokenSigner } from '../lib/auth/token-signer.ts';
import { FieldError } from '../lib/field-error.ts';
import { parseWith } from '../lib/http.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import { findEmbeddedByUuid } from '../lib/records/embedded-dashboard.ts';

/** What signing a guest token needs from the deployment (functions/lib/composition/report-signing.ts signs both). */
export interface GuestTokenPorts {
  signer: TokenSigner;
  issuer: string;
  audience: string;
  /** GUEST_TOKEN_JWT_EXP_SECONDS. */
  ttlSeconds: number;
  /** Epoch ms. */
  now: () => number;
}

/** Superset's words for a resource naming no embedded dashboard (`EmbeddedDashboardNotFoundError`). */
const embeddedNotFound = () => new AppError(400, 'Embedded dashboard not found.');

/** The dashboards a token names, by embedding uuid, each one the granter may see; what drawing them all reads. */
async function resourcesOf(access: CallerAccess, uuids: readonly string[]): Promise<ReadableResources> {
  const union: { dashboards: number[]; charts: number[]; datasets: number[] } = {
    dashboards: [],
    charts: [],
    datasets: [],
  };
  for (const uuid of new Set(uuids)) {
    const embedded = await findEmbeddedByUuid(access.claims.tenant, uuid);
    if (!embedded) throw embeddedNotFound();
    const { record } = await loadVisibleDashboard(access, String(embedded.dashboard_id)).catch(() => {
      throw embeddedNotFound();
    });
    const read = await dashboardResources(access.claims.tenant, record);
    union.dashboards.push(...read.dashboards);
    union.charts.push(...read.charts);
    union.datasets.push(...read.datasets);
  }
  return union;
}

/**
 * Each rule's clause must be one queries can apply: a WHERE fragment for every engine the token's datasets run on
 * (checked as row level security filters are, rls-clause-check.ts). 400 naming the rule otherwise.
 */
async function checkRules(
  tenant: string,
  rules: readonly GuestTokenRlsRule[],
  datasetIds: readonly number[],
): Promise<void> {
  if (rules.length === 0) return;
  const [datasets, databases] = await Promise.all([listDatasets(tenant), listDatabases(tenant)]);
  const named = new Set(datasetIds);
  const backendOf = new Map(databases.map((database) => [database.id, database.backend]));
  const backends = datasets.flatMap((dataset) =>
    named.has(dataset.id) ? (backendOf.get(dataset.database_id) ?? []) : [],
  );
  const { clauseProblem } = await import('./rls-clause-check.ts');
  for (const [index, rule] of rules.entries()) {
    const problem = await clauseProblem(rule.clause, backends.length > 0 ? backends : ['duckdb']);
    if (problem) throw new FieldError({ rls: [`Rule ${index}: ${problem}`] });
  }
}

/**
 * POST /api/v1/security/guest_token/ (Superset's SecurityRestApi.guest_token): a token for one user of the host
 * application to view the embedded dashboards named (by embedding uuid) under the row level security rules given,
 * for GUEST_TOKEN_JWT_EXP_SECONDS. The token names what drawing those dashboards reads, so the API answers its holder
 * for that and nothing else (functions/lib/auth/scoped-routes.ts); `{ token }`.
 */
export async function grantGuestToken(access: CallerAccess, body: unknown, ports: GuestTokenPorts) {
  const fields = parseWith(GuestTokenBody, body);
  const { tenant } = access.claims;
  const uuids = fields.resources.map((resource) => resource.id);
  const resources = await resourcesOf(access, uuids);
  await checkRules(tenant, fields.rls, resources.datasets);
  const rules = fields.rls.map((rule) =>
    rule.dataset === undefined ? { clause: rule.clause } : { clause: rule.clause, dataset: rule.dataset },
  );
  const username = fields.user?.username?.trim() || 'guest';
  const issuedAt = Math.floor(ports.now() / 1000);
  const token = await ports.signer.sign({
    sub: guestSubject(tenant, username, uuids, rules),
    username,
    tenant,
    roles: [],
    token_use: GUEST_TOKEN_USE,
    [READABLE_CLAIM]: readableClaim(resources),
    [GUEST_RLS_CLAIM]: JSON.stringify(rules),
    guest_first_name: fields.user?.first_name ?? '',
    guest_last_name: fields.user?.last_name ?? '',
    iss: ports.issuer,
    aud: ports.audience,
    iat: issuedAt,
    exp: issuedAt + ports.ttlSeconds,
    jti: crypto.randomUUID(),
  });
  return { token };
}
