import { flights } from '#shared/examples/flights.ts';
import type { Cell } from '../chunk-appender.ts';
import { utcMs } from '../helpers.ts';
import type { Rng } from '../prng.ts';
import type { EmitRow, GeneratorContext, TableGenerator } from '../table-generator.ts';
import { buildAirports } from './airport-list.ts';
import type { Airport } from './airport-list.ts';
import { hhmm, outcomeCells } from './flight-outcome.ts';
import { scheduleFactory } from './flight-schedules.ts';
import type { FlightSchedule } from './flight-schedules.ts';

const DAYS = 31;
/** Winter storm days, when cancellations and weather delays spike. */
const STORM_DAYS = new Set([6, 7, 26, 27]);

/** Airport attributes as Superset's loader joins them: name, city, state, country, latitude, longitude. */
function airportCells(airport: Airport): Cell[] {
  return [airport.name, airport.city, airport.state, 'USA', airport.latitude, airport.longitude];
}

function flightRow(schedule: FlightSchedule, day: number, rng: Rng): Cell[] {
  const ds = utcMs(2015, 1, day);
  // The source numbers weekdays from Monday = 1 to Sunday = 7.
  const dayOfWeek = ((new Date(ds).getUTCDay() + 6) % 7) + 1;
  const { airline, flightNumber, origin, destination } = schedule;
  return [
    ...[2015, 1, day, dayOfWeek, airline, flightNumber, rng.pick(schedule.tails), origin.code, destination.code],
    hhmm(schedule.departureMinute),
    ...outcomeCells(schedule, STORM_DAYS.has(day), rng),
    ds,
    ...airportCells(origin),
    ...airportCells(destination),
  ];
}

/**
 * `flights`: daily schedules flown on each day of January 2015, so (AIRLINE, FLIGHT_NUMBER, DAY) is unique;
 * larger scales add schedules rather than days.
 */
export const flightsGenerator: TableGenerator = {
  table: flights,
  sortBy: ['ds', 'AIRLINE', 'FLIGHT_NUMBER'],
  generate({ scale, rng }: GeneratorContext, emit: EmitRow): void {
    const nextSchedule = scheduleFactory(buildAirports(), rng);
    const rows = flights.rows * scale;
    let schedule = nextSchedule();
    for (let row = 0; row < rows; row++) {
      if (row > 0 && row % DAYS === 0) schedule = nextSchedule();
      emit(flightRow(schedule, (row % DAYS) + 1, rng));
    }
  },
};
