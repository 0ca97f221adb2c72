import * as z from 'zod';

/**
 * A stored annotation layer (Superset's AnnotationLayer). People are kept by user id and named from the tenant's
 * users when answered.
 */
export const AnnotationLayerRecord = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  descr: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  version: z.number().int().positive(),
});
export type AnnotationLayerRecord = z.infer<typeof AnnotationLayerRecord>;

/**
 * A stored annotation (Superset's Annotation) of one layer. `start_dttm` and `end_dttm` are naive date-times in
 * Superset's form (`2024-01-31T09:30:00`), read as UTC.
 */
export const AnnotationRecord = z.object({
  id: z.number().int().positive(),
  layer_id: z.number().int().positive(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string(),
  json_metadata: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  created_by_fk: z.number().int().nullable(),
  changed_by_fk: z.number().int().nullable(),
  version: z.number().int().positive(),
});
export type AnnotationRecord = z.infer<typeof AnnotationRecord>;
