import type { ComponentType } from 'react';
import type { FormData } from '#shared/chart-query/form-data.ts';
import type { ChartDataQueryContextInput } from '../../../shared/query-context/index.ts';

/**
 * The contract between Explore, dashboards and the chart library. A chart is a plugin registered by Superset's
 * `viz_type`: metadata for the gallery, `buildQuery` (form data -> the chart data request), `transformProps`
 * (the chart data answer -> what the chart component draws) and a control panel description Explore renders.
 */

/** A chart's form data, as buildQuery reads it on the web and on the server. */
export type { FormData } from '#shared/chart-query/form-data.ts';

/** Superset's gallery categories. */
export type ChartCategory =
  'Table' | 'Evolution' | 'Part of a Whole' | 'KPI' | 'Distribution' | 'Correlation' | 'Flow' | 'Ranking' | 'Map';

/** What a chart can do beyond drawing: Superset's `Behavior`. */
export type ChartBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

/** How a chart presents itself in the viz gallery (Superset's `ChartMetadata`). */
export interface ChartMetadata {
  name: string;
  description: string;
  category: ChartCategory;
  /** Superset's tags; `Featured` puts the chart in the gallery's Featured section. */
  tags: readonly string[];
  behaviors?: readonly ChartBehavior[];
  /** Annotation layer types the chart draws (`FORMULA`, `INTERVAL`, `EVENT`, `TIME_SERIES`). */
  supportedAnnotationTypes?: readonly string[];
  /** A short example image or icon name for the gallery tile. */
  thumbnail?: string;
}

/** One query's answer in a chart data response (`result[i]`), as transformProps reads it. */
export interface ChartDataResult {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  sql_rowcount?: number;
  applied_filters?: { column: string }[];
  rejected_filters?: { column: string; reason?: string }[];
  is_cached?: boolean;
  query?: string;
  [field: string]: unknown;
}

/** Column and metric facts of the chart's dataset that transformProps needs (labels, formats, currencies). */
export interface DatasourceMeta {
  verboseMap: Record<string, string>;
  columnFormats: Record<string, string>;
  currencyFormats: Record<string, { symbol: string; symbolPosition: 'prefix' | 'suffix' }>;
  /** Names of temporal columns. */
  temporalColumns: readonly string[];
}

/** Gives a label its colour; the same label keeps its colour across the charts of one page. */
export interface LabelColorFn {
  (label: string, schemeName?: string): string;
  /**
   * The scheme the host draws a chart of scheme `schemeName` with (a dashboard's own scheme overrides the chart's),
   * for colours a chart takes by position rather than by label.
   */
  readonly schemeFor?: (schemeName?: string) => string | undefined;
}

/** Everything transformProps receives. */
export interface ChartPropsInput {
  formData: FormData;
  queriesData: ChartDataResult[];
  datasource: DatasourceMeta;
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** One label -> colour map per page, so a label keeps its colour across charts. */
  colorFor: LabelColorFn;
}

/** Hooks a drawn chart calls back into its host (cross-filters, drill to detail, context menu). */
export interface ChartHooks {
  onContextMenu?: (clientX: number, clientY: number, filters: { col: string; op: string; val: unknown }[]) => void;
  setDataMask?: (dataMask: unknown) => void;
  /** Whether clicks should emit cross-filters through setDataMask (Superset's `emitCrossFilters`). */
  emitCrossFilters?: boolean;
  /** The chart's own cross-filter state (Superset's `filterState`), so it can show and toggle what is selected. */
  filterState?: { value?: unknown; selectedValues?: unknown; label?: string | null; [field: string]: unknown };
  /** Called once the chart has finished drawing (render time, screenshots, reports). */
  onRenderComplete?: () => void;
}

/** A chart component gets what transformProps made plus its size and hooks. */
export type ChartComponentProps<P> = P & { width: number; height: number; hooks: ChartHooks };

/* ----------------------------------------------------------------------------------------------------------------
 * Control panel description. Explore renders these; a plugin never renders controls itself.
 * -------------------------------------------------------------------------------------------------------------- */

/** The control kinds Explore knows how to render. */
export type ControlType =
  | 'MetricsControl' // adhoc or saved metrics; `multi` for many
  | 'DndColumnSelect' // columns (physical or adhoc SQL) dropped or picked; `multi` for many
  | 'AdhocFilterControl' // adhoc filters (simple and custom SQL)
  | 'SelectControl' // fixed `choices`, `freeForm` to allow other values, `multi`
  | 'TextControl' // text or number (`isInt`/`isFloat`)
  | 'TextAreaControl'
  | 'CheckboxControl'
  | 'SliderControl' // `min`, `max`, `step`
  | 'NumberFormatControl' // d3-format strings and Superset's named formats
  | 'TimeFormatControl' // strftime-style time formats
  | 'ColorSchemeControl' // categorical scheme names
  | 'LinearColorSchemeControl' // sequential scheme names
  | 'ColorPickerControl' // an `{ r, g, b, a }` colour
  | 'DateFilterControl' // the time range picker (No filter, Last, Previous, Custom, Advanced)
  | 'TimeGrainControl' // grains of the dataset's database, in the spec's order
  | 'AnnotationLayerControl' // formula and interval layers
  | 'ConditionalFormattingControl' // table / pivot conditional formatting rules
  | 'ColumnConfigControl' // per result column display settings of a table (format, width, alignment, cell bars)
  | 'CurrencyControl' // `{ symbol, symbolPosition }`
  | 'CollectionControl' // an ordered list of records, such as time comparisons
  | 'BoundsControl'; // a `[min, max]` pair of optional numbers (axis bounds)

/** A validator returns an error message in Superset's words, or undefined when the value is fine. */
export type ControlValidator = (value: unknown, formData: FormData) => string | undefined;

/** One control of a control panel. */
export interface ControlConfig {
  /** The form data field the control writes. */
  name: string;
  type: ControlType;
  label: string;
  description?: string;
  default?: unknown;
  /** true: a change redraws the chart at once with no new query; false (default): the chart goes stale. */
  renderTrigger?: boolean;
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  /** `[value, label]` pairs of a SelectControl. */
  choices?: readonly (readonly [string | number, string])[];
  min?: number;
  max?: number;
  step?: number;
  isInt?: boolean;
  isFloat?: boolean;
  validators?: readonly ControlValidator[];
  /** Hidden when false; gets the whole form data (e.g. only for stacked charts) and, in Explore, the dataset's facts. */
  visibility?: (formData: FormData, datasource?: DatasourceMeta) => boolean;
  placeholder?: string;
}

/** A row of controls side by side; `null` keeps an empty cell. */
export type ControlRow = readonly (ControlConfig | null)[];

/** A section of the panel (Query, Time, Chart Options, Customize, Advanced Analytics, Annotations and Layers...). */
export interface ControlSection {
  label: string;
  description?: string;
  expanded?: boolean;
  /** `data` sections sit on the Data tab, `customize` sections on the Customize tab. */
  tab: 'data' | 'customize';
  rows: readonly ControlRow[];
}

/** A chart's control panel: sections in order, plus form data fixed on save or migration. */
export interface ControlPanelConfig {
  sections: readonly ControlSection[];
  /** Turns form data from another viz type or an old version into this chart's shape (kept fields stay). */
  formDataOverrides?: (formData: FormData) => FormData;
}

/** What a loaded chart plugin provides. `P` is what transformProps makes and Chart draws. */
export interface ChartPlugin<P = unknown> {
  metadata: ChartMetadata;
  buildQuery: (formData: FormData) => ChartDataQueryContextInput;
  transformProps: (input: ChartPropsInput) => P;
  controlPanel: ControlPanelConfig;
  Chart: ComponentType<ChartComponentProps<P>>;
  /**
   * Loads what drawing needs beyond this chunk (the charting library), so a host can start it while the first
   * query runs instead of after the answer; drawing loads it anyway when the host did not.
   */
  prepare?: () => Promise<unknown>;
}

/** A registry entry: metadata at hand for the gallery, the rest in its own lazy chunk. */
export interface ChartRegistration {
  vizType: string;
  metadata: ChartMetadata;
  load: () => Promise<ChartPlugin>;
}

/**
 * Declares a plugin with its own props type and hands it to the registry untyped: the host only ever passes
 * transformProps' result straight to the same plugin's Chart, so the pairing is checked here, once.
 */
/** How the host page wants its charts drawn (a light module: hosts import it without the registry). */
export { ChartDrawingContext, type ChartDrawing } from './highcharts/drawing-context.ts';

export const defineChartPlugin = <P>(plugin: ChartPlugin<P>): ChartPlugin => plugin as unknown as ChartPlugin;
