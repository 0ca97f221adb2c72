import { chartIdsOf, type Layout } from '#shared/dashboard/layout.ts';
import { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { checkLayout } from '#shared/dashboard/validate-layout.ts';
import { ValidationError } from '#shared/errors.ts';

/** A layout and metadata text as a write sends them (null or '' for none). */
export interface DashboardJsonFields {
  position_json?: string | null;
  json_metadata?: string | null;
}

/** The checked content of a write's JSON fields: the layout, the metadata, and the charts the layout places. */
export interface CheckedJson {
  layout: Layout | undefined;
  metadata: DashboardMetadata | undefined;
}

/** A layout text checked against the drop rules; 400 `{position_json: [...problems]}` (or `field`) otherwise. */
function checkedLayout(text: string, field: string): Layout {
  const check = checkLayout(text);
  if (!check.ok) throw new ValidationError({ [field]: check.problems });
  return check.layout;
}

/**
 * A metadata text checked against Superset's json_metadata schema; 400 with one entry per problem, keyed by its
 * path (`json_metadata.refresh_frequency`), and the positions it carries checked as a layout too.
 */
function checkedMetadata(text: string): DashboardMetadata {
  const parsed = DashboardMetadata.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const messages: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = ['json_metadata', ...issue.path.map(String)].join('.');
      messages[key] = [...(messages[key] ?? []), issue.message];
    }
    throw new ValidationError(messages);
  }
  if (parsed.data.positions) checkedLayout(JSON.stringify(parsed.data.positions), 'json_metadata.positions');
  return parsed.data;
}

/** Check the layout and metadata a write sends (texts already known to be JSON or empty). */
export function checkDashboardJson(fields: DashboardJsonFields): CheckedJson {
  return {
    layout: fields.position_json ? checkedLayout(fields.position_json, 'position_json') : undefined,
    metadata: fields.json_metadata ? checkedMetadata(fields.json_metadata) : undefined,
  };
}

/** The chart ids a checked write places, when it names a layout at all (metadata `positions` win, as in Superset). */
export function placedChartIds(checked: CheckedJson): number[] | undefined {
  const positions = checked.metadata?.positions;
  if (positions) return chartIdsOf(positions);
  return checked.layout ? chartIdsOf(checked.layout) : undefined;
}

/**
 * The metadata as Superset stores it after a save (`set_dash_metadata`): positions moved out to their own column,
 * default filters kept only for placed charts, and the colour, refresh and cross-filter keys given their defaults.
 */
export function storedMetadata(metadata: DashboardMetadata, placed: readonly number[] | undefined): DashboardMetadata {
  const { positions, color_namespace: namespace, filter_scopes: filterScopes, ...rest } = metadata;
  const stored: DashboardMetadata = {
    ...rest,
    timed_refresh_immune_slices: rest.timed_refresh_immune_slices ?? [],
    expanded_slices: rest.expanded_slices ?? {},
    refresh_frequency: rest.refresh_frequency ?? 0,
    color_scheme: rest.color_scheme ?? '',
    label_colors: rest.label_colors ?? {},
    shared_label_colors: rest.shared_label_colors ?? [],
    map_label_colors: rest.map_label_colors ?? {},
    color_scheme_domain: rest.color_scheme_domain ?? [],
    cross_filters_enabled: rest.cross_filters_enabled ?? true,
  };
  if (namespace != null) stored.color_namespace = namespace;
  if (positions && placed) {
    if (filterScopes) stored.filter_scopes = filterScopes;
    stored.default_filters = JSON.stringify(defaultFiltersOf(rest.default_filters, placed));
  }
  return stored;
}

/** The default filters of placed charts only (a text of `{chartId: filters}`; unreadable text keeps none). */
function defaultFiltersOf(text: string | undefined, placed: readonly number[]): Record<string, unknown> {
  let filters: unknown;
  try {
    filters = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof filters !== 'object' || filters === null) return {};
  return Object.fromEntries(Object.entries(filters).filter(([key]) => placed.includes(Number(key))));
}
