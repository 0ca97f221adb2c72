import * as z from 'zod';

/** Seconds a metadata list stays cached when the database's `extra` does not say. */
export const DEFAULT_METADATA_CACHE_SECONDS = 60;

/**
 * The keys of a database's `extra` JSON that Skyset reads (Superset's names). Unknown keys are kept in the stored
 * text untouched; a malformed value falls back to its default rather than making the database unreadable.
 */
const DatabaseExtra = z.object({
  allows_virtual_table_explore: z.boolean().catch(true).default(true),
  cost_estimate_enabled: z.boolean().optional().catch(undefined),
  disable_data_preview: z.boolean().catch(false).default(false),
  disable_drill_to_detail: z.boolean().catch(false).default(false),
  allow_multi_catalog: z.boolean().catch(false).default(false),
  explore_database_id: z.number().int().optional().catch(undefined),
  schemas_allowed_for_file_upload: z.array(z.string()).catch([]).default([]),
  metadata_cache_timeout: z
    .object({
      schema_cache_timeout: z.number().nonnegative().optional().catch(undefined),
      table_cache_timeout: z.number().nonnegative().optional().catch(undefined),
      catalog_cache_timeout: z.number().nonnegative().optional().catch(undefined),
    })
    .catch({})
    .default({}),
});
export type DatabaseExtra = z.infer<typeof DatabaseExtra>;

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0);
const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text parsed, or undefined when it is not JSON (the field's own check answers that). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A database's `extra` text read with defaults; text that is not a JSON object reads as `{}`. */
export function readExtra(text: string | null | undefined): DatabaseExtra {
  const value = parsed(text || '{}');
  const read = DatabaseExtra.safeParse(value !== null && typeof value === 'object' ? value : {});
  return read.success ? read.data : DatabaseExtra.parse({});
}

/** Seconds to cache one kind of metadata list of a database (Superset's `metadata_cache_timeout`). */
export function metadataCacheSeconds(extra: DatabaseExtra, kind: 'schema' | 'table' | 'catalog'): number {
  return extra.metadata_cache_timeout[`${kind}_cache_timeout`] ?? DEFAULT_METADATA_CACHE_SECONDS;
}

/**
 * What is wrong with a database's `extra` (JSON text, or the object a bundle holds) that Skyset refuses rather than
 * ignores: `engine_params` with content. Superset hands it to SQLAlchemy's `create_engine`, so `connect_args.config`
 * would change the engine's settings; Skyset opens and configures its engines itself and reads none of it, so a
 * value kept would claim an effect it does not have. Empty ones (`{}`, `{"connect_args": {}}`, as Superset's form
 * writes them) are fine; the key is matched in any casing. In the words of Superset's check of `metadata_params`.
 */
export function extraProblem(extra: unknown): string | undefined {
  const value = typeof extra === 'string' ? parsed(extra) : extra;
  if (!isMapping(value)) return undefined;
  // Any casing (`ENGINE_PARAMS`, `Engine_Params`): each is refused, not only the one Superset reads.
  for (const [name, params] of Object.entries(value)) {
    if (name.toLowerCase() !== 'engine_params' || isEmpty(params)) continue;
    const key = isMapping(params) ? Object.keys(params).find((inner) => !isEmpty(params[inner])) : name;
    if (key !== undefined)
      return `The ${name} in Extra field is not supported: Skyset sets its engines' options itself. The key ${key} is invalid.`;
  }
  return undefined;
}
