import * as z from 'zod';

/** One column's entry of the "Customize columns" control (Superset's `TableColumnConfig`). */
export const ColumnConfig = z.object({
  customColumnName: z.string().optional().catch(undefined),
  d3NumberFormat: z.string().optional().catch(undefined),
  d3SmallNumberFormat: z.string().optional().catch(undefined),
  d3TimeFormat: z.string().optional().catch(undefined),
  columnWidth: z.number().positive().optional().catch(undefined),
  horizontalAlign: z.enum(['left', 'right', 'center']).optional().catch(undefined),
  showCellBars: z.boolean().optional().catch(undefined),
  alignPositiveNegative: z.boolean().optional().catch(undefined),
  colorPositiveNegative: z.boolean().optional().catch(undefined),
  truncateLongCells: z.boolean().optional().catch(undefined),
  currencyFormat: z
    .object({ symbol: z.string(), symbolPosition: z.enum(['prefix', 'suffix']) })
    .optional()
    .catch(undefined),
  visible: z.boolean().optional().catch(undefined),
});
export type ColumnConfig = z.infer<typeof ColumnConfig>;

/** The whole control's value by column key; anything malformed reads as "no customisation". */
export function readColumnConfig(value: unknown): Record<string, ColumnConfig> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Record<string, ColumnConfig> = {};
  for (const [key, entry] of Object.entries(value)) {
    const parsed = ColumnConfig.safeParse(entry);
    if (parsed.success) result[key] = parsed.data;
  }
  return result;
}
