import type { ChartConfig } from '../schemas.ts';
import type { TenantAssets } from '../tenant-assets.ts';
import type { ChartDataset, Planner } from './plan.ts';

/** What the charts of a tenant's dataset see of it; undefined when it or its database is gone. */
function tenantChartDataset(assets: TenantAssets, uuid: string): ChartDataset | undefined {
  const dataset = assets.datasetByUuid.get(uuid);
  const database = dataset && assets.databaseById.get(dataset.database_id);
  return dataset && database ? { dataset, backend: database.backend } : undefined;
}

/**
 * Check the SQL fragments of a bundle's charts (`params` and `query_context`) as POST /api/v1/chart/ checks them,
 * through the same function: chart data's fragment check, in the dialect and with the template parameters of the
 * dataset each chart will read. A refusal is a problem of the chart's file, `{"params": ["<path>: <reason>"]}`;
 * charts reused as they are count too, so a bundle carrying a hostile chart is refused whole. Charts planned only
 * (those with a problem already, or on a dataset with one, are reported once, there).
 */
export async function checkBundleCharts(planner: Planner, charts: readonly [string, ChartConfig][]): Promise<void> {
  const { decisions, problems } = planner.plan;
  const pending = charts.filter(([file]) => decisions.has(file));
  if (pending.length === 0) return;
  // The check brings the SQL parser: loaded by the imports that bring a chart only.
  const { chartFragmentProblems, fragmentTarget } = await import('../../charts/lazy.ts');
  for (const [file, config] of pending) {
    const source =
      planner.chartDatasets.get(config.dataset_uuid) ?? tenantChartDataset(planner.assets, config.dataset_uuid);
    const found = chartFragmentProblems(config, await fragmentTarget(source?.dataset, source?.backend));
    if (found === undefined) continue;
    problems[file] = found;
    decisions.delete(file);
  }
}
