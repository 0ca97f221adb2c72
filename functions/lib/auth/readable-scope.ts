/**
 * The resources a scoped token may read, carried in the token itself: a report's screenshot token today, an embedded
 * dashboard's guest token later. It names one dashboard or chart and what drawing it reads (the dashboard's charts,
 * their datasets and those of its native filters), worked out when the token is signed, so checking a request reads
 * nothing from the store. The token is signed and lives for minutes: what it names cannot grow in the meantime.
 */

/** The claim listing a scoped token's resources: `["dashboard:4", "chart:12", "dataset:2"]`. */
export const READABLE_CLAIM = 'readable';

/** What a scoped token may read, by kind. */
export interface ReadableResources {
  dashboards: readonly number[];
  charts: readonly number[];
  datasets: readonly number[];
}

const KINDS = { dashboard: 'dashboards', chart: 'charts', dataset: 'datasets' } as const satisfies Record<
  string,
  keyof ReadableResources
>;
type Kind = keyof typeof KINDS;

/** The claim's value for a token reading `resources`, each id once. */
export function readableClaim(resources: ReadableResources): string[] {
  return (Object.entries(KINDS) as [Kind, keyof ReadableResources][]).flatMap(([kind, field]) =>
    [...new Set(resources[field])].map((id) => `${kind}:${id}`),
  );
}

/** Datasource types naming a dataset (Superset's `table`, and `dataset` or none for the same). */
const DATASET_TYPES = new Set<unknown>([undefined, null, 'table', 'dataset']);

/** A scoped token's resources as sets, asked one id at a time. */
export class ReadableScope {
  private constructor(
    private readonly dashboards: ReadonlySet<number>,
    private readonly charts: ReadonlySet<number>,
    private readonly datasets: ReadonlySet<number>,
  ) {}

  /** The scope of the verified claims; undefined when the token names none (an unscoped token). */
  static of(claims: Readonly<Record<string, unknown>> | undefined): ReadableScope | undefined {
    const raw = claims?.[READABLE_CLAIM];
    if (raw === undefined) return undefined;
    const found: Record<keyof ReadableResources, Set<number>> = {
      dashboards: new Set(),
      charts: new Set(),
      datasets: new Set(),
    };
    for (const entry of claimEntries(raw)) {
      const match = /^(dashboard|chart|dataset):(\d{1,12})$/.exec(entry);
      // An entry this version does not know grants nothing.
      if (match) found[KINDS[match[1] as Kind]].add(Number(match[2]));
    }
    return new ReadableScope(found.dashboards, found.charts, found.datasets);
  }

  /** A scope reading nothing: what a scoped token without the claim gets (one signed before scopes existed). */
  static empty(): ReadableScope {
    return new ReadableScope(new Set(), new Set(), new Set());
  }

  /** The dashboards of the scope, by id. */
  dashboardIds(): number[] {
    return [...this.dashboards];
  }

  /** Whether a path's or body's id (a number, or its digits) names a dashboard of the scope; slugs never do. */
  mayReadDashboard(id: unknown): boolean {
    return this.dashboards.has(idOf(id));
  }

  mayReadChart(id: unknown): boolean {
    return this.charts.has(idOf(id));
  }

  mayReadDataset(id: unknown): boolean {
    return this.datasets.has(idOf(id));
  }

  /** Whether a chart data `datasource` (`{ id, type }`) is a dataset of the scope; SQL Lab queries never are. */
  mayReadDatasource(datasource: unknown): boolean {
    if (typeof datasource !== 'object' || datasource === null) return false;
    const { id, type } = datasource as { id?: unknown; type?: unknown };
    return DATASET_TYPES.has(type) && this.mayReadDataset(id);
  }
}

/** The claim's entries: a JSON array in a raw payload, `[a b]` as API Gateway and the local gateway flatten it. */
function claimEntries(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw !== 'string') return [];
  const inner = raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1) : raw;
  return inner.split(/\s+/).filter(Boolean);
}

/** An id as paths, queries and bodies carry it; NaN (never in a set) for anything else. */
function idOf(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
}
