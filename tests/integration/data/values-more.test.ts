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
  const tables = [
    'cleaned_sales_data',
    'video_game_sales',
    'energy_usage',
    'random_time_series',
    'wb_health_population',
  ];
  await generateExamples({ dataDir: folder.dataDir, tables });
  reader = await openReader();
});

afterAll(async () => {
  reader.close();
  await folder.remove();
});

describe('cleaned_sales_data values', () => {
  it('prices lines consistently over 2003..2005 with 7 product lines and 3 deal sizes', async () => {
    // Arrange
    const sql = `SELECT count(*) FILTER (WHERE abs(sales - quantity_ordered * price_each) > 0.005
        OR year <> year(order_date) OR month <> month(order_date) OR quarter <> quarter(order_date))::INTEGER AS bad,
      min(year)::INTEGER AS first, max(year)::INTEGER AS last, count(DISTINCT product_line)::INTEGER AS lines,
      list(DISTINCT deal_size ORDER BY deal_size) AS sizes,
      count(DISTINCT (order_number, order_line_number))::INTEGER AS keys FROM ${table('cleaned_sales_data')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([
      { bad: 0, first: 2003, last: 2005, lines: 7, sizes: ['Large', 'Medium', 'Small'], keys: 2823 },
    ]);
  });
});

describe('video_game_sales values', () => {
  it('ranks 1..16598 by falling global sales that equal the regional sum', async () => {
    // Arrange
    const sql = `SELECT count(DISTINCT rank)::INTEGER AS ranks, min(rank)::INTEGER AS top, max(rank)::INTEGER AS bottom,
      count(*) FILTER (WHERE abs(global_sales - (na_sales + eu_sales + jp_sales + other_sales)) > 0.005)::INTEGER AS bad_sum,
      count(*) FILTER (WHERE global_sales > previous)::INTEGER AS bad_order
      FROM (SELECT *, lag(global_sales, 1, 1e9) OVER (ORDER BY rank) AS previous FROM ${table('video_game_sales')})`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ ranks: 16_598, top: 1, bottom: 16_598, bad_sum: 0, bad_order: 0 }]);
  });
});

describe('energy_usage values', () => {
  it('has 85 distinct positive links and no self-loops', async () => {
    // Arrange
    const sql = `SELECT count(DISTINCT (source, target))::INTEGER AS links,
      count(*) FILTER (WHERE value <= 0 OR source = target)::INTEGER AS bad FROM ${table('energy_usage')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ links: 85, bad: 0 }]);
  });
});

describe('random_time_series values', () => {
  it('stays between 2011-03-15 and 2019-03-10', async () => {
    // Arrange
    const sql = `SELECT count(*) FILTER (WHERE ds < '2011-03-15' OR ds > '2019-03-10')::INTEGER AS outside FROM ${table('random_time_series')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ outside: 0 }]);
  });
});

describe('wb_health_population values', () => {
  it('has 215 ISO-3 countries over 1960..2014 with urban + rural = total', async () => {
    // Arrange
    const sql = `SELECT count(DISTINCT country_code)::INTEGER AS countries, min(year(year))::INTEGER AS first,
      max(year(year))::INTEGER AS last, count(DISTINCT region)::INTEGER AS regions,
      count(DISTINCT (country_code, year))::INTEGER AS keys,
      count(*) FILTER (WHERE SP_URB_TOTL + SP_RUR_TOTL <> SP_POP_TOTL OR SP_POP_TOTL <= 0
        OR NOT regexp_full_match(country_code, '[A-Z]{3}'))::INTEGER AS bad FROM ${table('wb_health_population')}`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ countries: 215, first: 1960, last: 2014, regions: 7, keys: 11_825, bad: 0 }]);
  });

  it('makes life expectancy rise smoothly: no yearly jump above two years', async () => {
    // Arrange
    const sql = `SELECT count(*) FILTER (WHERE abs(SP_DYN_LE00_IN - previous) > 2)::INTEGER AS jumps
      FROM (SELECT SP_DYN_LE00_IN, lag(SP_DYN_LE00_IN) OVER (PARTITION BY country_code ORDER BY year) AS previous
      FROM ${table('wb_health_population')})`;

    // Act
    const rows = await reader.rows(sql);

    // Assert
    expect(rows).toEqual([{ jumps: 0 }]);
  });
});
