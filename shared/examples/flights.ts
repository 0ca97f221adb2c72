import { column, countMetric, temporal } from './columns.ts';
import type { ExampleColumn, ExampleTable } from './types.ts';

const integer = (name: string): ExampleColumn => column(name, 'BIGINT');
const measure = (name: string): ExampleColumn => column(name, 'DOUBLE');
const text = (name: string): ExampleColumn => column(name, 'VARCHAR');

/** Airport attributes joined twice, as Superset's loader does: unsuffixed for the origin, `_DEST` for the destination. */
function airportColumns(suffix: string): ExampleColumn[] {
  const names = ['AIRPORT', 'CITY', 'STATE', 'COUNTRY'].map((name) => text(name + suffix));
  return [...names, measure(`LATITUDE${suffix}`), measure(`LONGITUDE${suffix}`)];
}

/** US domestic flights of January 2015 on 14 carriers (synthetic, shaped like Superset's `flights`). */
export const flights: ExampleTable = {
  name: 'flights',
  description: 'Domestic flights in January 2015 with delays and airport coordinates (synthetic).',
  columns: [
    ...['YEAR', 'MONTH', 'DAY', 'DAY_OF_WEEK'].map(integer),
    text('AIRLINE'),
    integer('FLIGHT_NUMBER'),
    ...['TAIL_NUMBER', 'ORIGIN_AIRPORT', 'DESTINATION_AIRPORT'].map(text),
    integer('SCHEDULED_DEPARTURE'),
    ...[
      'DEPARTURE_TIME',
      'DEPARTURE_DELAY',
      'TAXI_OUT',
      'WHEELS_OFF',
      'SCHEDULED_TIME',
      'ELAPSED_TIME',
      'AIR_TIME',
    ].map(measure),
    integer('DISTANCE'),
    ...['WHEELS_ON', 'TAXI_IN'].map(measure),
    integer('SCHEDULED_ARRIVAL'),
    ...['ARRIVAL_TIME', 'ARRIVAL_DELAY'].map(measure),
    ...['DIVERTED', 'CANCELLED'].map(integer),
    text('CANCELLATION_REASON'),
    ...['AIR_SYSTEM_DELAY', 'SECURITY_DELAY', 'AIRLINE_DELAY', 'LATE_AIRCRAFT_DELAY', 'WEATHER_DELAY'].map(measure),
    temporal('ds'),
    ...airportColumns(''),
    ...airportColumns('_DEST'),
  ],
  main_dttm_col: 'ds',
  metrics: [countMetric],
  rows: 55_105,
};
