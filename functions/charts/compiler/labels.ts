import { BadRequestError } from '#shared/errors.ts';
import type { SqlDialect } from '../../lib/sql/dialect.ts';
import type { CompiledColumn, SqlColumn, SqlMetric } from './types.ts';

/** The result columns of selected columns then metrics, each with the name the engine answers it under. */
export function compiledColumns(
  dialect: SqlDialect,
  columns: readonly SqlColumn[],
  metrics: readonly SqlMetric[],
): CompiledColumn[] {
  return [
    ...columns.map((column) => ({
      label: column.label,
      engineName: dialect.columnAlias(column.label),
      kind: 'column' as const,
      isDttm: column.isDttm,
    })),
    ...metrics.map((metric) => ({
      label: metric.label,
      engineName: dialect.columnAlias(metric.label),
      kind: 'metric' as const,
      isDttm: false,
    })),
  ];
}

/**
 * Refuses two result columns with one label (Superset's check) or one engine name (Athena lower-cases, so `A`
 * and `a` would come back as one column).
 */
export function assertUniqueLabels(columns: readonly CompiledColumn[]): void {
  const labelsByEngineName = new Map<string, string[]>();
  for (const { label, engineName } of columns)
    labelsByEngineName.set(engineName, [...(labelsByEngineName.get(engineName) ?? []), label]);
  const clashing = [...labelsByEngineName.values()]
    .filter((labels) => labels.length > 1)
    .flatMap((labels) => [...new Set(labels)]);
  if (clashing.length === 0) return;
  const labels = clashing.map((label) => `'${label}'`).join(', ');
  throw new BadRequestError(
    `Duplicate column/metric labels: ${labels}. Please make sure all columns and metrics have a unique label.`,
  );
}
