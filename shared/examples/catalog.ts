import { airports } from './airports.ts';
import { birthNames } from './birth-names.ts';
import { cleanedSalesData } from './cleaned-sales-data.ts';
import { energyUsage } from './energy-usage.ts';
import { flights } from './flights.ts';
import { longLat } from './long-lat.ts';
import { randomTimeSeries } from './random-time-series.ts';
import type { ExampleTable } from './types.ts';
import { videoGameSales } from './video-game-sales.ts';
import { wbHealthPopulation } from './wb-health-population.ts';

/**
 * Every example dataset Skyset ships. Each is one Parquet file written by the local data generator, one DuckDB
 * view locally, one Glue table in the cloud and one Skyset dataset.
 */
export const exampleTables: readonly ExampleTable[] = [
  birthNames,
  cleanedSalesData,
  videoGameSales,
  flights,
  airports,
  randomTimeSeries,
  energyUsage,
  wbHealthPopulation,
  longLat,
];

const byName = new Map(exampleTables.map((table) => [table.name, table]));

/** The example table called `name`, or undefined when there is none (callers choose their own not-found answer). */
export function exampleTable(name: string): ExampleTable | undefined {
  return byName.get(name);
}
