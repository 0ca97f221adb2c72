import { randomTimeSeries } from '#shared/examples/random-time-series.ts';
import { utcMs } from '../helpers.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';

const FIRST_SECOND = utcMs(2011, 3, 15) / 1000;
const LAST_SECOND = utcMs(2019, 3, 10) / 1000;

/** `random_time_series`: whole-second instants, uniform over the range, as the source's epoch seconds were. */
export const randomTimeSeriesGenerator: TableGenerator = {
  table: randomTimeSeries,
  sortBy: ['ds'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const rows = randomTimeSeries.rows * scale;
    for (let row = 0; row < rows; row++) emit([rng.int(FIRST_SECOND, LAST_SECOND) * 1000]);
  },
};
