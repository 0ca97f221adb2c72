import { z } from 'zod';

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

/** A database's `extra` text read with defaults; text that is not a JSON object reads as `{}`. */
export function readExtra(text: string | null | undefined): DatabaseExtra {
  let value: unknown = {};
  try {
    value = JSON.parse(text || '{}');
  } catch {
    value = {};
  }
  const parsed = DatabaseExtra.safeParse(value !== null && typeof value === 'object' ? value : {});
  return parsed.success ? parsed.data : DatabaseExtra.parse({});
}

/** Seconds to cache one kind of metadata list of a database (Superset's `metadata_cache_timeout`). */
export function metadataCacheSeconds(extra: DatabaseExtra, kind: 'schema' | 'table' | 'catalog'): number {
  return extra.metadata_cache_timeout[`${kind}_cache_timeout`] ?? DEFAULT_METADATA_CACHE_SECONDS;
}
