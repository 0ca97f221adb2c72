import type { ImportPlan } from './plan.ts';
import type { Selection } from './select.ts';
import { updateIdRefs } from './id-refs.ts';
import { writeBundleChart, writeBundleDashboard } from './write-content.ts';
import { createDatabase, mergeDataset, writeDataset } from './write-sources.ts';
import type { TenantAssets } from '../tenant-assets.ts';

export interface ApplyContext {
  tenant: string;
  userId: number;
  now: string;
  assets: TenantAssets;
  plan: ImportPlan;
}

/** Tenant ids of what an import wrote or reused, by the bundle's uuids. */
export interface ImportedIds {
  databases: Map<string, number>;
  datasets: Map<string, number>;
  charts: Map<string, number>;
  dashboards: Map<string, number>;
}

/** What the answer says of a dashboard imported without its slug because another dashboard holds it. */
const slugTakenWarning = (title: string, slug: string): string =>
  `Dashboard "${title}" was imported without its slug "${slug}": another dashboard uses that slug.`;

const uuidMap = <T extends { uuid: string; id: number }>(records: T[]): Map<string, number> =>
  new Map(records.map((record) => [record.uuid, record.id]));

/**
 * Write a checked plan in dependency order (databases, datasets, charts, dashboards), each object under the ids the
 * earlier ones got. Every write is conditional and keyed by uuid, so an interrupted import can simply be repeated.
 * A slug another dashboard holds is left out and the plan's warnings say so.
 */
export async function applyPlan(
  { tenant, userId, now, assets, plan }: ApplyContext,
  selection: Selection,
): Promise<ImportedIds> {
  const ids: ImportedIds = {
    databases: uuidMap(assets.databases),
    datasets: uuidMap(assets.datasets),
    charts: new Map(),
    dashboards: new Map(),
  };
  const decisionOf = (file: string) => plan.decisions.get(file);
  for (const [file, config] of selection.databases) {
    const decision = decisionOf(file);
    if (decision)
      ids.databases.set(
        config.uuid,
        decision.action === 'create' ? await createDatabase(tenant, config, now) : decision.id,
      );
  }
  const createdDatasets = new Set<number>();
  for (const [file, config] of selection.datasets) {
    const decision = decisionOf(file);
    const databaseId = ids.databases.get(config.database_uuid);
    if (!decision || databaseId === undefined) continue;
    const target = {
      id: decision.action === 'update' ? decision.id : undefined,
      databaseId,
      ownerId: userId,
      created: createdDatasets,
    };
    if (decision.action === 'reuse') ids.datasets.set(config.uuid, decision.id);
    else if (decision.action === 'merge')
      ids.datasets.set(config.uuid, await mergeDataset(tenant, config, decision, now));
    else ids.datasets.set(config.uuid, await writeDataset(tenant, config, target, now));
  }
  for (const [file, config] of selection.charts) {
    const decision = decisionOf(file);
    const datasetId = ids.datasets.get(config.dataset_uuid);
    if (!decision || datasetId === undefined) continue;
    const id =
      decision.action === 'reuse'
        ? decision.id
        : await writeBundleChart(tenant, config, datasetId, {
            id: decision.action === 'update' ? decision.id : undefined,
            userId,
            now,
          });
    ids.charts.set(config.uuid, id);
  }
  for (const [file, config] of selection.dashboards) {
    const decision = decisionOf(file);
    if (!decision) continue;
    if (decision.action === 'reuse') {
      ids.dashboards.set(config.uuid, decision.id);
      continue;
    }
    const content = updateIdRefs(config.position, config.metadata, {
      chartIdByUuid: ids.charts,
      datasetIdByUuid: ids.datasets,
    });
    const written = await writeBundleDashboard(tenant, config, content, {
      id: decision.action === 'update' ? decision.id : undefined,
      userId,
      now,
    });
    ids.dashboards.set(config.uuid, written.id);
    if (written.slugLeftOut !== undefined)
      plan.warnings.push(slugTakenWarning(config.dashboard_title, written.slugLeftOut));
  }
  return ids;
}
