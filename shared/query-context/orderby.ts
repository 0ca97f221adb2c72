import * as z from 'zod';
import { AdhocColumn } from './columns.ts';
import { QueryContextMessages, requiredString } from './fields.ts';
import { AdhocMetric } from './metrics.ts';

/** An ad-hoc column that says it is one (`columnType`), so it is not mistaken for an SQL metric. */
const TypedAdhocColumn = AdhocColumn.extend({ columnType: z.string() });

/**
 * What a query orders by: a metric or column name (or a label of the query), an ad-hoc metric, or an ad-hoc
 * column. Superset reads an object with `expressionType` as a metric, so only a column carrying `columnType`
 * (or no `expressionType`) counts as a column.
 */
export const OrderbyTarget = z.union([requiredString('Orderby'), TypedAdhocColumn, AdhocMetric, AdhocColumn]);
export type OrderbyTarget = z.infer<typeof OrderbyTarget>;

/** One `[target, ascending]` pair. */
export const OrderbyItem = z.tuple([OrderbyTarget, z.boolean()]);
export type OrderbyItem = z.infer<typeof OrderbyItem>;

/** The `orderby` list; any malformed entry answers Superset's "Found invalid orderby options". */
export const Orderby = z
  .array(z.unknown(), { error: QueryContextMessages.invalidOrderby })
  .nullish()
  .transform((items, context): OrderbyItem[] => {
    const parsed = (items ?? []).map((item) => OrderbyItem.safeParse(item));
    if (parsed.every((result) => result.success)) return parsed.map((result) => result.data);
    context.addIssue({ code: 'custom', message: QueryContextMessages.invalidOrderby });
    return z.NEVER;
  });
