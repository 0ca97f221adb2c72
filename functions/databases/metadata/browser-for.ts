import { AthenaClient } from '@aws-sdk/client-athena';
import type { Deps } from '../../lib/composition/deps.ts';
import type { Config } from '../../lib/config.ts';
import { once } from '../../lib/once.ts';
import { type AthenaConnection, parseConnectionUri } from '../connection-uri.ts';
import type { DatabaseRecord } from '../schema.ts';
import { AthenaCatalogBrowser } from './athena-catalog.ts';
import type { CatalogBrowser } from './catalog-browser.ts';
import { DuckDbCatalogBrowser } from './duckdb-catalog.ts';

/** One Athena client per process for catalog calls (credentials and region from the environment). */
const athenaClient = once(() => new AthenaClient({}));

/** What picking a browser reaches: the database's engine, and the deployment's Athena database for the examples. */
export interface BrowserPorts {
  engineFor: Deps['engineFor'];
  settings: Pick<Config, 'ATHENA_DATABASE'>;
}

/**
 * The metadata browser of a database, picked by its backend like its engine: DuckDB reads its catalog through the
 * database's own engine (so no DuckDB code is imported here), Athena through the catalog APIs with the
 * connection's catalog and schema, or the deployment's for the examples.
 */
export async function browserFor(tenant: string, database: DatabaseRecord, ports: BrowserPorts): Promise<CatalogBrowser> {
  if (database.backend === 'duckdb') return new DuckDbCatalogBrowser(await ports.engineFor(tenant, database));
  const connection = database.sqlalchemy_uri === null ? undefined : (parseConnectionUri(database.sqlalchemy_uri) as AthenaConnection);
  return new AthenaCatalogBrowser({
    client: athenaClient(),
    ...(connection?.catalog ? { catalog: connection.catalog } : {}),
    defaultSchema: connection?.schema ?? ports.settings.ATHENA_DATABASE ?? 'default',
  });
}
