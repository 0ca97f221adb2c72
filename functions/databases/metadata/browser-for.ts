import { AthenaClient } from '@aws-sdk/client-athena';
import { engineFor } from '../../lib/composition/engines.ts';
import { config } from '../../lib/config.ts';
import { once } from '../../lib/once.ts';
import { type AthenaConnection, parseConnectionUri } from '../connection-uri.ts';
import type { DatabaseRecord } from '../schema.ts';
import { AthenaCatalogBrowser } from './athena-catalog.ts';
import type { CatalogBrowser } from './catalog-browser.ts';
import { DuckDbCatalogBrowser } from './duckdb-catalog.ts';

/** One Athena client per process for catalog calls (credentials and region from the environment). */
const athenaClient = once(() => new AthenaClient({}));

/**
 * The metadata browser of a database, picked by its backend like its engine: DuckDB reads its catalog through the
 * database's own engine (so no DuckDB code is imported here), Athena through the catalog APIs with the
 * connection's catalog and schema, or the deployment's for the examples.
 */
export async function browserFor(tenant: string, database: DatabaseRecord): Promise<CatalogBrowser> {
  if (database.backend === 'duckdb') return new DuckDbCatalogBrowser(await engineFor(tenant, database));
  const connection = database.sqlalchemy_uri === null ? undefined : (parseConnectionUri(database.sqlalchemy_uri) as AthenaConnection);
  return new AthenaCatalogBrowser({
    client: athenaClient(),
    ...(connection?.catalog ? { catalog: connection.catalog } : {}),
    defaultSchema: connection?.schema ?? config().ATHENA_DATABASE ?? 'default',
  });
}
