import { maskUriPassword } from './connection-uri.ts';
import { readExtra } from '../lib/records/database-extra.ts';
import { humanizedAgo } from '../lib/humanize.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { maskSecretExtra } from './secret-extra.ts';

/** What the engine can do, as Superset's `engine_information` tells the client (upload forms, SSH, catalogs, OAuth2). */
export function engineInformation(_backend: DatabaseRecord['backend']) {
  // Skyset has no file upload or SSH tunnel for either engine, and catalogs are fixed by the connection.
  return {
    supports_file_upload: false,
    disable_ssh_tunneling: true,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
  };
}

/** The `driver` Superset reports for each backend's SQLAlchemy dialect. */
const DRIVERS: Record<DatabaseRecord['backend'], string> = { duckdb: 'duckdb_engine', awsathena: 'rest' };

/**
 * Whether SQL Lab offers a cost estimate: both engines answer POST /api/v1/sqllab/estimate/ (Athena from the bytes
 * it would scan, with dollars; DuckDB from its plan's row estimates), unless the database's `extra` turns it off.
 */
function allowsCostEstimate(database: DatabaseRecord): boolean {
  return readExtra(database.extra).cost_estimate_enabled !== false;
}

/** Capabilities derived from flags and `extra`, shared by the list, the item and SQL Lab's bootstrap. */
export function capabilities(database: DatabaseRecord) {
  const extra = readExtra(database.extra);
  return {
    allows_cost_estimate: allowsCostEstimate(database),
    allows_subquery: true,
    allows_virtual_table_explore: extra.allows_virtual_table_explore,
    disable_data_preview: extra.disable_data_preview,
    disable_drill_to_detail: extra.disable_drill_to_detail,
    allow_multi_catalog: extra.allow_multi_catalog,
    explore_database_id: extra.explore_database_id ?? database.id,
  };
}

const actorName = (actor: DatabaseRecord['created_by']) =>
  actor ? { first_name: actor.first_name, last_name: actor.last_name } : null;

/** What the database allows users to do, as every database answer lists it. */
export const allowances = (database: DatabaseRecord) => ({
  expose_in_sqllab: database.expose_in_sqllab,
  allow_run_async: database.allow_run_async,
  allow_dml: database.allow_dml,
  allow_ctas: database.allow_ctas,
  allow_cvas: database.allow_cvas,
  allow_file_upload: database.allow_file_upload,
});

/** One row of GET /api/v1/database/ (Superset's list columns, as SQL Lab's database selector reads them). */
export function toListItem(database: DatabaseRecord, now = new Date()) {
  return {
    id: database.id,
    uuid: database.uuid,
    database_name: database.database_name,
    backend: database.backend,
    ...allowances(database),
    ...capabilities(database),
    extra: database.extra,
    force_ctas_schema: database.force_ctas_schema,
    changed_on: database.changed_on,
    changed_on_delta_humanized: humanizedAgo(database.changed_on, now),
    created_by: actorName(database.created_by),
    changed_by: actorName(database.changed_by),
    engine_information: engineInformation(database.backend),
  };
}

/** The fields POST and PUT answer in `result` (Superset's add/edit schema dump); secrets masked. */
export function toSavedItem(database: DatabaseRecord) {
  return {
    database_name: database.database_name,
    sqlalchemy_uri: database.sqlalchemy_uri === null ? null : maskUriPassword(database.sqlalchemy_uri),
    configuration_method: database.configuration_method,
    ...allowances(database),
    cache_timeout: database.cache_timeout,
    extra: database.extra,
    impersonate_user: database.impersonate_user,
    masked_encrypted_extra: maskSecretExtra(database.encrypted_extra),
    force_ctas_schema: database.force_ctas_schema,
    is_managed_externally: database.is_managed_externally,
    uuid: database.uuid,
  };
}

/** GET /api/v1/database/{pk}'s `result` (Superset's show columns); never a secret. */
export function toShowItem(database: DatabaseRecord) {
  return {
    id: database.id,
    ...toSavedItem(database),
    backend: database.backend,
    driver: DRIVERS[database.backend],
    engine_information: engineInformation(database.backend),
    parameters: {},
    parameters_schema: {},
    server_cert: null,
    ssh_tunnel: null,
    ...capabilities(database),
    changed_on: database.changed_on,
    created_on: database.created_on,
  };
}
