import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { rowFiltersFor } from '../../lib/auth/row-filter-conditions.ts';
import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { listDatasets } from '../../lib/records/dataset-repository.ts';
import { listRecentRlsFilters } from '../../lib/records/rls-repository.ts';
import { dialectFor } from '../../lib/sql/dialects.ts';
import { withGrammar } from '../../lib/sql/parser.ts';
import type { TableRowFilter } from '../../lib/sql/table-row-filters.ts';

/**
 * With RLS_IN_SQLLAB, the tables of `database` SQL Lab reads filtered for the caller: each physical dataset's table
 * with the caller's row level security conditions on that dataset (as chart queries apply them), ANDed. Nothing to
 * read when the tenant has no filters.
 */
export async function sqlLabRowFilters(access: CallerAccess, database: DatabaseRecord): Promise<TableRowFilter[]> {
  const { tenant } = access.claims;
  const filters = await listRecentRlsFilters(tenant);
  if (filters.length === 0) return [];
  const [datasets, dialect] = await Promise.all([listDatasets(tenant), withGrammar(dialectFor(database.backend))]);
  return datasets.flatMap((dataset) => {
    if (dataset.database_id !== database.id || dataset.sql?.trim()) return [];
    const conditions = rowFiltersFor(access, filters, dataset, dialect);
    return conditions.length === 0
      ? []
      : [{ schema: dataset.schema, table: dataset.table_name, condition: conditions.join(' AND ') }];
  });
}
