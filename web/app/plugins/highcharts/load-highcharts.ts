import type * as HighchartsNamespace from 'highcharts';

/** The Highcharts namespace as the core module exports it. */
export type HighchartsStatic = typeof HighchartsNamespace;

/**
 * Each Highcharts module a chart may ask for, by its file name. Every loader names its file literally so the
 * bundler makes one chunk per module; the ESM builds all import the same `esm/highcharts.js` core.
 */
const MODULE_LOADERS = {
  more: () => import('highcharts/esm/highcharts-more.js'),
  coloraxis: () => import('highcharts/esm/modules/coloraxis.js'),
  heatmap: () => import('highcharts/esm/modules/heatmap.js'),
  treemap: () => import('highcharts/esm/modules/treemap.js'),
  sunburst: () => import('highcharts/esm/modules/sunburst.js'),
  sankey: () => import('highcharts/esm/modules/sankey.js'),
  'dependency-wheel': () => import('highcharts/esm/modules/dependency-wheel.js'),
  funnel: () => import('highcharts/esm/modules/funnel.js'),
  'solid-gauge': () => import('highcharts/esm/modules/solid-gauge.js'),
  wordcloud: () => import('highcharts/esm/modules/wordcloud.js'),
  networkgraph: () => import('highcharts/esm/modules/networkgraph.js'),
  streamgraph: () => import('highcharts/esm/modules/streamgraph.js'),
  'histogram-bellcurve': () => import('highcharts/esm/modules/histogram-bellcurve.js'),
  'variable-pie': () => import('highcharts/esm/modules/variable-pie.js'),
  boost: () => import('highcharts/esm/modules/boost.js'),
  exporting: () => import('highcharts/esm/modules/exporting.js'),
  'offline-exporting': () => import('highcharts/esm/modules/offline-exporting.js'),
  'export-data': () => import('highcharts/esm/modules/export-data.js'),
  accessibility: () => import('highcharts/esm/modules/accessibility.js'),
  annotations: () => import('highcharts/esm/modules/annotations.js'),
  'no-data-to-display': () => import('highcharts/esm/modules/no-data-to-display.js'),
  map: () => import('highcharts/esm/modules/map.js'),
} as const satisfies Record<string, () => Promise<unknown>>;

/** A Highcharts module a chart can ask for. */
export type HighchartsModuleName = keyof typeof MODULE_LOADERS;

/** Modules another module needs loaded first. */
const PREREQUISITES: Partial<Record<HighchartsModuleName, readonly HighchartsModuleName[]>> = {
  'solid-gauge': ['more'],
  'dependency-wheel': ['sankey'],
  'offline-exporting': ['exporting'],
  'export-data': ['exporting'],
};

let core: Promise<HighchartsStatic> | undefined;
const modules = new Map<HighchartsModuleName, Promise<unknown>>();
/** What has finished loading, for hosts that can draw at once when nothing is left to load. */
let loadedCore: HighchartsStatic | undefined;
const loadedModules = new Set<HighchartsModuleName>();

/** Imports a module once (after its prerequisites); a failed import is forgotten so a retry fetches it again. */
function loadModule(name: HighchartsModuleName): Promise<unknown> {
  let loading = modules.get(name);
  if (!loading) {
    const before = PREREQUISITES[name] ?? [];
    loading = Promise.all(before.map(loadModule))
      .then(() => MODULE_LOADERS[name]())
      .then(() => loadedModules.add(name))
      .catch((error: unknown) => {
        modules.delete(name);
        throw error;
      });
    modules.set(name, loading);
  }
  return loading;
}

function loadCore(): Promise<HighchartsStatic> {
  core ??= import('highcharts/esm/highcharts.js')
    .then((module) => (loadedCore = module.default as HighchartsStatic))
    .catch((error: unknown) => {
      core = undefined;
      throw error;
    });
  return core;
}

/** Whether a name is a module loadHighcharts knows (names from saved state are checked before use). */
export const isHighchartsModuleName = (name: string): name is HighchartsModuleName =>
  Object.hasOwn(MODULE_LOADERS, name);

/**
 * Loads the Highcharts core, the module every chart draws with (accessibility) and the chart's own `modules`, for a
 * plugin's `prepare`: a host starts them with the chart's query, so no chart waits for a module after its data.
 */
export function prepareHighcharts(modules: readonly HighchartsModuleName[] = []): Promise<unknown> {
  return loadHighcharts(['accessibility', ...modules]);
}

/**
 * Highcharts with the given modules registered: the core is imported once per page and each module once, lazily,
 * so a page ships only the modules its charts draw with. Unknown module names are ignored.
 */
export async function loadHighcharts(names: readonly HighchartsModuleName[] = []): Promise<HighchartsStatic> {
  const highcharts = await loadCore();
  await Promise.all(names.filter((name) => isHighchartsModuleName(name)).map(loadModule));
  return highcharts;
}

/**
 * Highcharts if the core and every one of `names` have already loaded, else undefined: a chart drawn after its
 * modules arrived (most of a dashboard's) draws in its first render instead of waiting a turn for a settled promise.
 */
export function loadedHighcharts(names: readonly HighchartsModuleName[] = []): HighchartsStatic | undefined {
  return names.every((name) => !isHighchartsModuleName(name) || loadedModules.has(name)) ? loadedCore : undefined;
}
