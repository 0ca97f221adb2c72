import { metadataCache, metadataKey } from '../databases/metadata/metadata-cache.ts';
import { getDatabase } from '../databases/repository.ts';
import type { DatabaseRecord } from '../databases/schema.ts';
import { getDataset } from '../datasets/repository.ts';
import type { DatasetRecord } from '../datasets/schema.ts';
import type { QueryEngine } from '../lib/ports/query-engine.ts';
import { dialectFor } from '../lib/sql/dialects.ts';
import { type ParsingDialect, withGrammar } from '../lib/sql/parser.ts';
import type { ChartPorts } from './ports.ts';

/** Everything a chart query reads from: the dataset, its database, the engine that runs it and its SQL dialect. */
export interface ChartSource {
  dataset: DatasetRecord;
  database: DatabaseRecord;
  engine: QueryEngine;
  /** With its grammar: the compiler parses free-form SQL fragments. */
  dialect: ParsingDialect;
}

/**
 * Seconds a database's connection settings are reused by chart queries of this process: charts read only its
 * engine, connection and cache timeout, which change rarely; a change made in this process applies at once
 * (the database service forgets its entries), one made elsewhere within this time.
 */
const DATABASE_REUSE_SECONDS = 10;

/** The datasource of a query context within the caller's tenant; 404 for an unknown dataset. */
export async function loadChartSource(tenant: string, datasetId: number, ports: Pick<ChartPorts, 'engineFor'>): Promise<ChartSource> {
  const dataset = await getDataset(tenant, datasetId);
  const databaseKey = metadataKey(tenant, dataset.database_id, 'record');
  const database = await metadataCache.get(databaseKey, DATABASE_REUSE_SECONDS, false, () => getDatabase(tenant, dataset.database_id));
  const [engine, dialect] = await Promise.all([ports.engineFor(tenant, database), withGrammar(dialectFor(database.backend))]);
  return { dataset, database, engine, dialect };
}
