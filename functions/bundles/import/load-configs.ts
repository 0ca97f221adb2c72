import { parse } from 'yaml';
import type * as z from 'zod';
import { PASSWORD_MASK } from '../../databases/index.ts';
import { jsonProblem } from '../../lib/request-body.ts';
import { type ImportProblems, noImporter } from '../errors.ts';
import {
  BUNDLE_VERSION,
  BundleMetadata,
  ChartConfig,
  DashboardConfig,
  DatabaseConfig,
  DatasetConfig,
  problemsOf,
} from '../schemas.ts';

/** The configs of a bundle by kind, each keyed by its file name (`charts/Area_1.yaml`). */
export interface BundleConfigs {
  databases: Map<string, DatabaseConfig>;
  datasets: Map<string, DatasetConfig>;
  charts: Map<string, ChartConfig>;
  dashboards: Map<string, DashboardConfig>;
}

export const METADATA_FILE = 'metadata.yaml';
const NOT_YAML = 'Not a valid YAML file';

/** A config becomes one DynamoDB item (400 KB at most, with the other fields), so its file stays below this. */
export const CONFIG_MAX_BYTES = 300 * 1024;

/** What no stored object may hold: too big for one item, nested past NESTING_MAX_DEPTH, or text DynamoDB refuses. */
function storageProblem(text: string, value: unknown): string | undefined {
  if (Buffer.byteLength(text, 'utf8') > CONFIG_MAX_BYTES) return `File is larger than ${CONFIG_MAX_BYTES} bytes`;
  const problem = jsonProblem(value);
  if (problem === 'deep') return 'File is nested too deeply';
  if (problem === 'text') return 'File holds a NUL character or an unpaired surrogate';
  return undefined;
}

const SCHEMAS = {
  databases: DatabaseConfig,
  datasets: DatasetConfig,
  charts: ChartConfig,
  dashboards: DashboardConfig,
} as const;
type Kind = keyof typeof SCHEMAS;

/** YAML as Superset's `yaml.safe_load` reads it; undefined when the text is no YAML (or aliases blow up). */
function parseYaml(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined) return undefined;
  try {
    return { value: parse(text, { maxAliasCount: 100, uniqueKeys: false }) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Check `metadata.yaml` as Superset's `load_metadata` and `validate_metadata_type` do: a bundle without one, or of
 * another version, has no importer (422); a `type` other than the command's model is a problem of that file.
 */
function checkMetadata(
  files: ReadonlyMap<string, string | undefined>,
  modelType: string | undefined,
  problems: ImportProblems,
): void {
  if (!files.has(METADATA_FILE)) throw noImporter();
  const parsed = parseYaml(files.get(METADATA_FILE));
  if (!parsed) {
    problems[METADATA_FILE] = NOT_YAML;
    return;
  }
  const version = (parsed.value as { version?: unknown } | null)?.version;
  if (version !== BUNDLE_VERSION) throw noImporter();
  const schemaProblems = problemsOf(BundleMetadata, parsed.value);
  if (schemaProblems) problems[METADATA_FILE] = schemaProblems;
  const type = (parsed.value as { type?: unknown }).type;
  if (modelType !== undefined && type !== undefined && type !== modelType)
    problems[METADATA_FILE] = { type: [`Must be equal to ${modelType}.`] };
}

/** The database password a request gives for a file, put into its config as Superset's `load_configs` does. */
function withPassword(config: unknown, fileName: string, passwords: Readonly<Record<string, string>>): unknown {
  if (config === null || typeof config !== 'object' || !(fileName in passwords)) return config;
  return { ...config, password: passwords[fileName] };
}

/** Whether a database config still carries the export's masked password and no real one. */
export const needsPassword = (config: DatabaseConfig): boolean =>
  config.sqlalchemy_uri.includes(PASSWORD_MASK) && !config.password;

/**
 * Parse and check every config of a bundle (Superset's `load_configs`): a file that is no YAML or misses required
 * fields becomes a problem under its name; files outside the four folders are ignored.
 */
export function loadConfigs(
  files: ReadonlyMap<string, string | undefined>,
  options: { modelType: string | undefined; passwords: Readonly<Record<string, string>> },
): { configs: BundleConfigs; problems: ImportProblems } {
  const problems: ImportProblems = {};
  checkMetadata(files, options.modelType, problems);
  const configs: BundleConfigs = {
    databases: new Map(),
    datasets: new Map(),
    charts: new Map(),
    dashboards: new Map(),
  };
  for (const [fileName, text] of files) {
    const kind = fileName.split('/')[0] as Kind;
    if (!(kind in SCHEMAS)) continue;
    const parsed = parseYaml(text);
    const problem = parsed ? storageProblem(text ?? '', parsed.value) : NOT_YAML;
    if (!parsed || problem) {
      problems[fileName] = problem;
      continue;
    }
    const config = withPassword(parsed.value, fileName, options.passwords);
    const schema: z.ZodType = SCHEMAS[kind];
    const fileProblems = problemsOf(schema, config);
    if (fileProblems) problems[fileName] = fileProblems;
    else (configs[kind] as Map<string, unknown>).set(fileName, schema.parse(config));
  }
  return { configs, problems };
}
