import { airportsGenerator } from './tables/airports.ts';
import { birthNamesGenerator } from './tables/birth-names.ts';
import { cleanedSalesDataGenerator } from './tables/cleaned-sales-data.ts';
import { energyUsageGenerator } from './tables/energy-usage.ts';
import { flightsGenerator } from './tables/flights.ts';
import { longLatGenerator } from './tables/long-lat.ts';
import { randomTimeSeriesGenerator } from './tables/random-time-series.ts';
import { videoGameSalesGenerator } from './tables/video-game-sales.ts';
import { wbHealthPopulationGenerator } from './tables/wb-health-population.ts';
import type { TableGenerator } from './table-generator.ts';

/**
 * One generator per catalog table. Largest first: the JavaScript thread stages the next table while DuckDB
 * still sorts and writes the previous one, so the long copies overlap the most work.
 */
export const tableGenerators: TableGenerator[] = [
  flightsGenerator,
  birthNamesGenerator,
  randomTimeSeriesGenerator,
  videoGameSalesGenerator,
  wbHealthPopulationGenerator,
  longLatGenerator,
  cleanedSalesDataGenerator,
  airportsGenerator,
  energyUsageGenerator,
];
