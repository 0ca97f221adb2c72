import type { Decision, Planner } from './plan.ts';
import type { OverwritePolicy, Selection } from './select.ts';

/** Superset's words when an import would replace what the caller may not change. */
const cannotOverwrite = (model: string): string =>
  `A ${model} already exists and user doesn't have permissions to overwrite it`;

/** An existing chart or dashboard is reused, or updated on overwrite when the caller owns it (or is Admin). */
function planExisting(
  planner: Planner,
  file: string,
  model: string,
  existing: { id: number; owners: number[] },
  overwrite: boolean,
): Decision | undefined {
  if (!overwrite) return { action: 'reuse', id: existing.id };
  if (!planner.access.isAdmin && !existing.owners.includes(planner.caller.id))
    return void (planner.plan.problems[file] = cannotOverwrite(model));
  return { action: 'update', id: existing.id };
}

/** Whether a dataset uuid names a dataset the tenant has, one of the bundle (`bundle`), or nothing. */
function datasetSource(
  planner: Planner,
  bundleDatasets: Map<string, string>,
  uuid: string,
): 'tenant' | 'bundle' | 'failed' | undefined {
  const file = bundleDatasets.get(uuid);
  if (file === undefined) return planner.assets.datasetByUuid.has(uuid) ? 'tenant' : undefined;
  return planner.plan.decisions.has(file) ? 'bundle' : 'failed';
}

/**
 * Plan the charts and dashboards of an import. A chart whose dataset is neither in the bundle nor in the tenant is
 * a problem of its file (Superset silently skips it, leaving an import that looks done and is not).
 */
export function planContent(planner: Planner, selection: Selection, overwrite: OverwritePolicy): void {
  const { access, assets, plan } = planner;
  const bundleDatasets = new Map(selection.datasets.map(([file, config]) => [config.uuid, file]));
  for (const [file, config] of selection.charts) {
    const existing = assets.chartByUuid.get(config.uuid);
    const source = datasetSource(planner, bundleDatasets, config.dataset_uuid);
    let decision: Decision | undefined;
    // A bundle dataset with problems of its own is reported on its file only.
    if (source === 'failed') continue;
    if (source === undefined)
      plan.problems[file] ??= { dataset_uuid: [`Dataset ${config.dataset_uuid} does not exist`] };
    else if (existing) decision = planExisting(planner, file, 'chart', existing, overwrite.charts);
    else if (access.can('can_write', 'Chart')) decision = { action: 'create' };
    else plan.problems[file] = "Chart doesn't exist and user doesn't have permission to create charts";
    if (decision) plan.decisions.set(file, decision);
  }
  for (const [file, config] of selection.dashboards) {
    const existing = assets.dashboardByUuid.get(config.uuid);
    let decision: Decision | undefined;
    if (existing) decision = planExisting(planner, file, 'dashboard', existing, overwrite.dashboards);
    else if (access.can('can_write', 'Dashboard')) decision = { action: 'create' };
    else plan.problems[file] = "Dashboard doesn't exist and user doesn't have permission to create dashboards";
    if (decision) plan.decisions.set(file, decision);
  }
}
