import { column, countMetric, temporal } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Street addresses inside San Francisco, for map charts (synthetic, shaped like Superset's `long_lat`). */
export const longLat: ExampleTable = {
  name: 'long_lat',
  description: 'Addresses at random points inside San Francisco with occupancy and radius (synthetic).',
  columns: [
    column('LON', 'DOUBLE'),
    column('LAT', 'DOUBLE'),
    column('NUMBER', 'BIGINT'),
    column('STREET', 'VARCHAR'),
    column('UNIT', 'VARCHAR'),
    column('CITY', 'VARCHAR'),
    column('DISTRICT', 'VARCHAR'),
    column('REGION', 'VARCHAR'),
    column('POSTCODE', 'BIGINT'),
    column('ID', 'VARCHAR'),
    temporal('datetime'),
    column('occupancy', 'BIGINT'),
    column('radius_miles', 'DOUBLE'),
    column('geohash', 'VARCHAR', { description: '12-character geohash of LAT, LON' }),
    column('delimited', 'VARCHAR', { description: '"LAT,LON"' }),
  ],
  main_dttm_col: 'datetime',
  metrics: [countMetric],
  rows: 10_000,
};
