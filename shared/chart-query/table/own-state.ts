import * as z from 'zod';
import type { FormData } from '../form-data.ts';

/**
 * The table's own state under server pagination (Superset's `ownState` of the chart's data mask): the page, its
 * size, the sort of the header the user clicked and the search box. The host merges it into form data as
 * `own_state` before calling buildQuery, and the chart writes it back through `hooks.setDataMask({ ownState })`.
 */
export const TableOwnState = z.object({
  currentPage: z.number().int().nonnegative().optional().catch(undefined),
  pageSize: z.number().int().nonnegative().optional().catch(undefined),
  sortBy: z
    .array(z.object({ key: z.string(), desc: z.boolean() }))
    .optional()
    .catch(undefined),
  searchText: z.string().optional().catch(undefined),
  searchColumn: z.string().optional().catch(undefined),
});
export type TableOwnState = z.infer<typeof TableOwnState>;

/** The own state carried by form data; anything malformed counts as no state rather than an error. */
export function readOwnState(formData: FormData): TableOwnState {
  const parsed = TableOwnState.safeParse(formData.own_state ?? {});
  return parsed.success ? parsed.data : {};
}
