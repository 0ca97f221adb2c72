import { DatasetPutBody } from '#shared/api/dataset.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { dialectFor } from '../lib/sql/dialects.ts';
import { withGrammar } from '../lib/sql/parser.ts';
import {
  type Caller,
  currentCaller,
  loadEditableDataset,
  requireSourceAccess,
  requireVisibleDatabase,
} from './access.ts';
import { renderVirtualSql } from './discover.ts';
import { checkMembers, mergeColumns, mergeMetrics } from './members.ts';
import { holdsName, reserveDatasetName } from './name-reservation.ts';
import { resolveOwners } from '../lib/owners.ts';
import type { DatasetPorts } from './ports.ts';
import { datasetExists, Problems } from './problems.ts';
import { listDatasets, releaseDatasetName, writeDataset } from '../lib/records/dataset-repository.ts';
import type { DatasetRecord } from '../lib/records/dataset-schema.ts';
import { syncFromEngine } from './sync.ts';
import { checkFetchPredicate, checkTemplateParams, scalarChanges } from './update-fields.ts';

/** What a PUT was checked into: the database the dataset will read and its owners. */
interface CheckedUpdate {
  database: DatabaseRecord;
  owners: number[];
}

/** Superset's words when a connection without multi-catalog support is given another catalog. */
const DEFAULT_CATALOG_ONLY = 'Only the default catalog is supported for this connection';

/** The dataset's SQL rendered with new template parameters, as the import checks it: a refusal names template_params. */
async function checkNewParams(
  sql: string,
  templateParams: string | null,
  context: Parameters<typeof renderVirtualSql>[2],
  problems: Problems,
): Promise<void> {
  const rendered = new Problems();
  await rendered.check(() => renderVirtualSql(sql, templateParams, context));
  for (const message of rendered.messages()) problems.add('template_params', message);
}

/** Superset's UpdateDatasetCommand.validate: source (database, catalog, name, SQL and access), owners, members. */
async function checkUpdate(
  access: CallerAccess,
  caller: Caller,
  current: { dataset: DatasetRecord; database: DatabaseRecord },
  fields: DatasetPutBody,
  overrideColumns: boolean,
) {
  const { dataset } = current;
  const problems = new Problems();
  let database = current.database;
  if (fields.database_id !== undefined && fields.database_id !== dataset.database_id) {
    await problems.check(async () => (database = await requireVisibleDatabase(access, fields.database_id!)));
  }
  if (fields.catalog && fields.catalog !== dataset.catalog) problems.add('catalog', DEFAULT_CATALOG_ONLY);
  const next = { ...dataset, ...scalarChanges(dataset, fields), database_id: database.id };
  const renamed = !holdsName(dataset, next);
  if (
    renamed &&
    (await listDatasets(access.claims.tenant)).some((other) => other.id !== dataset.id && holdsName(other, next))
  )
    problems.add('table', datasetExists(next));
  if (renamed || database !== current.database || next.sql !== dataset.sql)
    await problems.check(() => requireSourceAccess(access, database, next));
  const dialect = await withGrammar(dialectFor(database.backend));
  const renders = checkTemplateParams(fields.template_params, problems, dialect);
  if (next.sql && next.sql !== dataset.sql)
    await problems.check(() => renderVirtualSql(next.sql!, next.template_params, { dialect, user: caller }));
  else if (next.sql && renders && next.template_params !== dataset.template_params)
    await checkNewParams(next.sql, next.template_params, { dialect, user: caller }, problems);
  checkFetchPredicate(fields.fetch_values_predicate, dialect, problems);
  let owners = dataset.owners;
  if (fields.owners !== undefined)
    await problems.check(async () => (owners = await resolveOwners(access, fields.owners, caller.id)));
  if (fields.columns) {
    const existing = dataset.columns.map((column) => ({ id: column.id, name: column.column_name }));
    checkMembers(
      {
        field: 'columns',
        existing,
        sent: fields.columns.map((column) => ({ ...column, name: column.column_name })),
        replacing: overrideColumns,
      },
      dialect,
      problems,
    );
  }
  if (fields.metrics) {
    const existing = dataset.metrics.map((metric) => ({ id: metric.id, name: metric.metric_name }));
    checkMembers(
      {
        field: 'metrics',
        existing,
        sent: fields.metrics.map((metric) => ({ ...metric, name: metric.metric_name })),
        replacing: false,
      },
      dialect,
      problems,
    );
  }
  problems.throwIfAny();
  return { checked: { database, owners } satisfies CheckedUpdate, next };
}

/**
 * PUT /api/v1/dataset/{pk}[?override_columns=true]: sets the fields sent; columns and metrics sent replace the
 * lists (kept by id, added without one, the rest dropped); with `override_columns` the columns are then synced
 * from the engine as Superset's refresh does. `{ id, result }` with the body as accepted.
 */
export async function updateDataset(
  access: CallerAccess,
  id: number,
  body: unknown,
  overrideColumns: boolean,
  ports: DatasetPorts,
  now = new Date(),
) {
  const fields = parseWith(DatasetPutBody, body);
  const caller = await currentCaller(access);
  const current = await loadEditableDataset(access, id, caller);
  const { checked, next } = await checkUpdate(access, caller, current, fields, overrideColumns);
  const { tenant } = access.claims;
  let record: DatasetRecord = {
    ...next,
    kind: next.sql ? 'virtual' : 'physical',
    owners: checked.owners,
    columns: fields.columns ? mergeColumns(current.dataset.columns, fields.columns) : current.dataset.columns,
    metrics: fields.metrics ? mergeMetrics(current.dataset.metrics, fields.metrics) : current.dataset.metrics,
    changed_on: now.toISOString(),
    changed_by_fk: caller.id,
    version: current.dataset.version + 1,
  };
  if (overrideColumns) record = await syncFromEngine(record, { tenant, database: checked.database, caller, ports });
  const renamed = !holdsName(current.dataset, record);
  if (renamed && (await reserveDatasetName(tenant, record, id)) === undefined) {
    const problems = new Problems();
    problems.add('table', datasetExists(record));
    problems.throwIfAny();
  }
  await writeDataset(tenant, record, current.dataset.version);
  if (renamed) await releaseDatasetName(tenant, current.dataset, id);
  return { id, result: fields };
}
