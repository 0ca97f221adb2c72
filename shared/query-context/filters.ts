import * as z from 'zod';
import { AdhocColumn } from './columns.ts';
import { requiredEnum, requiredMessage, requiredString } from './fields.ts';

/**
 * Every filter operator the compiler knows: the spec's list plus Superset's REGEX, NOT ILIKE and LATEST PARTITION
 * (its wire name has a space; the underscore spelling is accepted too).
 */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'NOT ILIKE',
  'REGEX',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
  'LATEST PARTITION',
  'LATEST_PARTITION',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A value a filter compares with (lists for IN and NOT IN). */
export const FilterValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type FilterValue = z.infer<typeof FilterValue>;

/**
 * One simple filter: `col` a dataset column name or an ad-hoc column; `val` a value, a list for IN/NOT IN, or a
 * time range (`Last week`, `2020-01-01 : 2021-01-01`) for TEMPORAL_RANGE. `grain` truncates a temporal column first.
 */
export const ChartDataFilter = z.object({
  col: z.union([requiredString('Filter column'), AdhocColumn], {
    error: (issue) => requiredMessage(issue) ?? 'Filter column must be a column name or an ad hoc column',
  }),
  op: requiredEnum(FILTER_OPERATORS),
  val: z.union([FilterValue, z.array(FilterValue)]).optional(),
  grain: z.string().nullish(),
  isExtra: z.boolean().nullish(),
});
export type ChartDataFilter = z.infer<typeof ChartDataFilter>;
