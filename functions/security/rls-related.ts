import type { Claims } from '../lib/claims.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import { pageOf, relatedChoices, RelatedQuery } from '../lib/related-choices.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';

/** A dataset as Superset names it in choices: `schema.table_name`, or the table name alone. */
const datasetText = (dataset: { schema: string | null; table_name: string }): string =>
  dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;

/**
 * GET /api/v1/rowlevelsecurity/related/{column_name}: the datasets (`tables`) or roles (`roles`) a filter may name,
 * filtered by their name and paged; 404 for any other column.
 */
export async function rlsRelatedChoices(claims: Claims, column: string, q: string | undefined) {
  if (column !== 'tables') return relatedChoices(claims, column, q, ['roles']);
  const query = parseRisonQuery(RelatedQuery, q);
  const datasets = (await listDatasets(claims.tenant))
    .map((dataset) => ({ id: dataset.id, text: datasetText(dataset) }))
    .sort((a, b) => a.text.localeCompare(b.text) || a.id - b.id);
  const search = query.filter.toLowerCase();
  const matching = datasets.filter((dataset) => dataset.text.toLowerCase().includes(search));
  return pageOf(datasets, matching, query, (dataset) => ({ value: dataset.id, text: dataset.text, extra: {} }));
}
