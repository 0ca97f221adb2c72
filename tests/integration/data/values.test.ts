import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateExamples } from '#infra/local/data/generate.ts';
import { openReader, parquetFile, temporaryDataDir } from './parquet-query.ts';
import type { ParquetReader } from './parquet-query.ts';

let folder: Awaited<ReturnType<typeof temporaryDataDir>>;
let reader: ParquetReader;
const table = (name: string): string => parquetFile(join(folder.dataDir, 'examples'), name);

beforeAll(async () => {
  folder = await temporaryDataDir();
  await generateExamples({ dataDir: folder.dataDir });
  reader = await openReader();
});

afterAll(async () => {
  reader.close();
  await folder.remove();
});

describe('birth_names values', () => {
  it('spans 44 yearly values 1965..2008 with 250 names and the 11 state values', async () => {
    // Arrange
    const sql = `SELECT min(year(ds))::INTEGER AS first, max(year(ds))::INTEGER AS last, count(DISTINCT ds)::INTEGER AS years,
      count(DISTINCT name)::INTEGER AS names, list(DISTINCT state ORDER BY state) AS states,
      count(*) FILTER (WHERE ds <> date_trunc('year', ds))::INTEGER AS off_year FROM ${table('birth_names')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([
      {
        first: 1965,
        last: 2008,
        years: 44,
        names: 250,
        off_year: 0,
        states: ['CA', 'FL', 'IL', 'MA', 'MI', 'NJ', 'NY', 'OH', 'PA', 'TX', 'other'],
      },
    ]);
  });

  it('has num = num_boys + num_girls with the count on the gender side only', async () => {
    // Arrange
    const sql = `SELECT count(*) FILTER (WHERE num <> num_boys + num_girls
        OR (gender = 'boy' AND num_girls <> 0) OR (gender = 'girl' AND num_boys <> 0) OR num < 5)::INTEGER AS bad,
      list(DISTINCT gender ORDER BY gender) AS genders FROM ${table('birth_names')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ bad: 0, genders: ['boy', 'girl'] }]);
  });
});

describe('long_lat values', () => {
  it('keeps every point in the San Francisco box with a 12-character geohash, "lat,lon" and a unique ID', async () => {
    // Arrange
    const sql = `SELECT count(*) FILTER (WHERE LON NOT BETWEEN -122.52 AND -122.35 OR LAT NOT BETWEEN 37.70 AND 37.83
        OR length(geohash) <> 12 OR delimited <> LAT::VARCHAR || ',' || LON::VARCHAR
        OR occupancy NOT BETWEEN 1 AND 6 OR radius_miles NOT BETWEEN 1 AND 3)::INTEGER AS bad,
      count(DISTINCT ID)::INTEGER AS ids FROM ${table('long_lat')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ bad: 0, ids: 10_000 }]);
  });
});

describe('flights values', () => {
  it('is January 2015 on 14 airlines with unique (airline, flight, day) and known airports', async () => {
    // Arrange
    const sql = `SELECT count(DISTINCT AIRLINE)::INTEGER AS airlines,
      count(DISTINCT (AIRLINE, FLIGHT_NUMBER, DAY))::INTEGER AS flights,
      count(*) FILTER (WHERE ds < '2015-01-01' OR ds >= '2015-02-01' OR day(ds) <> DAY)::INTEGER AS off_month,
      count(*) FILTER (WHERE o.IATA_CODE IS NULL OR d.IATA_CODE IS NULL OR o.LATITUDE <> f.LATITUDE
        OR d.LONGITUDE <> f.LONGITUDE_DEST OR ORIGIN_AIRPORT = DESTINATION_AIRPORT)::INTEGER AS bad_airports
      FROM ${table('flights')} f
      LEFT JOIN ${table('airports')} o ON o.IATA_CODE = f.ORIGIN_AIRPORT
      LEFT JOIN ${table('airports')} d ON d.IATA_CODE = f.DESTINATION_AIRPORT`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ airlines: 14, flights: 55_105, off_month: 0, bad_airports: 0 }]);
  });

  it('leaves times empty on cancelled flights and reports delay causes that add up', async () => {
    // Arrange
    const sql = `SELECT count(*) FILTER (WHERE CANCELLED = 1 AND (DEPARTURE_TIME IS NOT NULL OR CANCELLATION_REASON IS NULL))::INTEGER AS bad_cancelled,
      count(*) FILTER (WHERE ARRIVAL_DELAY >= 15 AND AIR_SYSTEM_DELAY + SECURITY_DELAY + AIRLINE_DELAY
        + LATE_AIRCRAFT_DELAY + WEATHER_DELAY <> ARRIVAL_DELAY)::INTEGER AS bad_causes,
      (count(*) FILTER (WHERE CANCELLED = 1) > 0) AS some_cancelled FROM ${table('flights')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ bad_cancelled: 0, bad_causes: 0, some_cancelled: true }]);
  });
});

describe('airports values', () => {
  it('has 322 unique three-letter codes inside the contiguous US box', async () => {
    // Arrange
    const sql = `SELECT count(DISTINCT IATA_CODE)::INTEGER AS codes,
      count(*) FILTER (WHERE NOT regexp_full_match(IATA_CODE, '[A-Z]{3}') OR LATITUDE NOT BETWEEN 24.6 AND 49
        OR LONGITUDE NOT BETWEEN -124.6 AND -67 OR COUNTRY <> 'USA')::INTEGER AS bad FROM ${table('airports')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ codes: 322, bad: 0 }]);
  });
});
