import type { DatasetRecord } from '../lib/records/dataset-schema.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';
import { getRecentDatabase } from '../lib/records/database-repository.ts';
import { getRecentDataset } from '../lib/records/dataset-repository.ts';
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
 * The datasource of a query context within the caller's tenant; 404 for an unknown dataset. The dataset and its
 * database are read once per few seconds by a warm function (a change made through this process applies at once).
 */
export async function loadChartSource(
  tenant: string,
  datasetId: number,
  ports: Pick<ChartPorts, 'engineFor'>,
): Promise<ChartSource> {
  const dataset = await getRecentDataset(tenant, datasetId);
  const database = await getRecentDatabase(tenant, dataset.database_id);
  const [engine, dialect] = await Promise.all([
    ports.engineFor(tenant, database),
    withGrammar(dialectFor(database.backend)),
  ]);
  return { dataset, database, engine, dialect };
}
