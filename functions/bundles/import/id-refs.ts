/**
 * Superset's `update_id_refs`: an imported dashboard names charts and datasets by the ids of the instance that
 * exported it. The layout says which uuid each old chart id was, so every id in the layout and the metadata is
 * rewritten to the id the chart has here; references to charts the import did not bring are dropped.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What the rewrite needs: the new id of each imported chart and of each known dataset, by uuid. */
export interface IdMaps {
  chartIdByUuid: ReadonlyMap<string, number>;
  datasetIdByUuid: ReadonlyMap<string, number>;
}

/** The layout with chart ids rewritten, the old -> new id map it implies, and the charts it holds (layout order). */
function rewritePosition(position: Json, chartIdByUuid: ReadonlyMap<string, number>) {
  const idMap = new Map<number, number>();
  const chartIds: number[] = [];
  const rewritten: Json = {};
  for (const [key, node] of Object.entries(position)) {
    if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) {
      rewritten[key] = node;
      continue;
    }
    const { chartId: oldId, ...meta } = node.meta;
    const newId = typeof meta.uuid === 'string' ? chartIdByUuid.get(meta.uuid) : undefined;
    if (newId !== undefined && typeof oldId === 'number') idMap.set(oldId, newId);
    if (newId !== undefined && !chartIds.includes(newId)) chartIds.push(newId);
    // A chart the bundle lacks keeps its place without an id, so no stale id can name another chart here.
    rewritten[key] = { ...node, meta: newId === undefined ? meta : { ...meta, chartId: newId } };
  }
  return { position: rewritten, idMap, chartIds };
}

const remapIds = (ids: unknown, idMap: ReadonlyMap<number, number>): unknown =>
  Array.isArray(ids) ? ids.flatMap((id) => (idMap.has(Number(id)) ? [idMap.get(Number(id))] : [])) : ids;

function remapKeys(record: unknown, idMap: ReadonlyMap<number, number>, value = (item: unknown) => item): unknown {
  if (!isObject(record)) return record;
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, item]) =>
      idMap.has(Number(key)) ? [[String(idMap.get(Number(key))), value(item)]] : [],
    ),
  );
}

/** A scope (`{rootPath, excluded}`) with its excluded chart ids rewritten. */
const remapScope = (scope: unknown, idMap: ReadonlyMap<number, number>): unknown =>
  isObject(scope) && Array.isArray(scope.excluded) ? { ...scope, excluded: remapIds(scope.excluded, idMap) } : scope;

function remapNativeFilter(
  filter: unknown,
  idMap: ReadonlyMap<number, number>,
  datasetIdByUuid: ReadonlyMap<string, number>,
): unknown {
  if (!isObject(filter)) return filter;
  const targets = Array.isArray(filter.targets)
    ? filter.targets.map((target) => {
        if (!isObject(target) || typeof target.datasetUuid !== 'string') return target;
        const datasetId = datasetIdByUuid.get(target.datasetUuid);
        if (datasetId === undefined) return target;
        const { datasetUuid: _uuid, ...rest } = target;
        return { ...rest, datasetId };
      })
    : filter.targets;
  return {
    ...filter,
    targets,
    scope: remapScope(filter.scope, idMap),
    ...('chartsInScope' in filter ? { chartsInScope: remapIds(filter.chartsInScope, idMap) } : {}),
  };
}

function remapChartConfiguration(configuration: unknown, idMap: ReadonlyMap<number, number>): unknown {
  return remapKeys(configuration, idMap, (item) => {
    if (!isObject(item)) return item;
    const crossFilters = isObject(item.crossFilters)
      ? {
          ...item.crossFilters,
          scope: remapScope(item.crossFilters.scope, idMap),
          ...('chartsInScope' in item.crossFilters
            ? { chartsInScope: remapIds(item.crossFilters.chartsInScope, idMap) }
            : {}),
        }
      : item.crossFilters;
    return { ...item, id: idMap.get(Number(item.id)) ?? item.id, crossFilters };
  });
}

function remapDefaultFilters(text: unknown, idMap: ReadonlyMap<number, number>): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.stringify(remapKeys(JSON.parse(text), idMap));
  } catch {
    return text;
  }
}

function rewriteMetadata(
  metadata: Json,
  idMap: ReadonlyMap<number, number>,
  datasetIdByUuid: ReadonlyMap<string, number>,
): Json {
  const rewritten: Json = { ...metadata };
  if ('timed_refresh_immune_slices' in metadata)
    rewritten.timed_refresh_immune_slices = remapIds(metadata.timed_refresh_immune_slices, idMap);
  if ('expanded_slices' in metadata) rewritten.expanded_slices = remapKeys(metadata.expanded_slices, idMap);
  if ('filter_scopes' in metadata) rewritten.filter_scopes = remapKeys(metadata.filter_scopes, idMap);
  if ('default_filters' in metadata) rewritten.default_filters = remapDefaultFilters(metadata.default_filters, idMap);
  if (Array.isArray(metadata.native_filter_configuration)) {
    rewritten.native_filter_configuration = metadata.native_filter_configuration.map((filter) =>
      remapNativeFilter(filter, idMap, datasetIdByUuid),
    );
  }
  if ('chart_configuration' in metadata)
    rewritten.chart_configuration = remapChartConfiguration(metadata.chart_configuration, idMap);
  const global = metadata.global_chart_configuration;
  if (isObject(global)) {
    rewritten.global_chart_configuration = {
      ...global,
      scope: remapScope(global.scope, idMap),
      ...('chartsInScope' in global ? { chartsInScope: remapIds(global.chartsInScope, idMap) } : {}),
    };
  }
  return rewritten;
}

/** A bundle dashboard's layout and metadata with this tenant's ids, and the ids of the charts its layout holds. */
export function updateIdRefs(
  position: Json,
  metadata: Json,
  maps: IdMaps,
): { position: Json; metadata: Json; chartIds: number[] } {
  const layout = rewritePosition(position, maps.chartIdByUuid);
  return {
    position: layout.position,
    metadata: rewriteMetadata(metadata, layout.idMap, maps.datasetIdByUuid),
    chartIds: layout.chartIds,
  };
}

/** The chart uuids a bundle layout names (Superset's `find_chart_uuids`). */
export function chartUuidsOf(position: Json): string[] {
  return Object.values(position).flatMap((node) =>
    isObject(node) && node.type === 'CHART' && isObject(node.meta) && typeof node.meta.uuid === 'string'
      ? [node.meta.uuid]
      : [],
  );
}

/** The dataset uuids a bundle dashboard's native filters name (Superset's `find_native_filter_datasets`). */
export function nativeFilterDatasetUuids(metadata: Json): string[] {
  const filters = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  return filters.flatMap((filter) =>
    isObject(filter) && Array.isArray(filter.targets)
      ? filter.targets.flatMap((target) =>
          isObject(target) && typeof target.datasetUuid === 'string' ? [target.datasetUuid] : [],
        )
      : [],
  );
}
