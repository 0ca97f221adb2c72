import { describe, expect, it } from 'vitest';
import { birthNames } from '#shared/examples/birth-names.ts';
import { exampleTable, exampleTables } from '#shared/examples/catalog.ts';
import { physicalColumns } from '#shared/examples/columns.ts';
import { COUNTRIES } from '#infra/local/data/vocab/countries.ts';

describe('example catalog', () => {
  it('lists the nine example tables by name', () => {
    // Arrange
    const names = exampleTables.map((table) => table.name);

    // Act
    const sorted = names.toSorted();

    // Assert
    expect(sorted).toEqual([
      'airports',
      'birth_names',
      'cleaned_sales_data',
      'energy_usage',
      'flights',
      'long_lat',
      'random_time_series',
      'video_game_sales',
      'wb_health_population',
    ]);
  });

  it('finds a table by name and answers undefined for an unknown one', () => {
    // Arrange
    const known = 'birth_names';

    // Act
    const found = [exampleTable(known), exampleTable('no_such_table')];

    // Assert
    expect(found).toEqual([birthNames, undefined]);
  });

  it.each(exampleTables.map((table) => [table.name, table] as const))('%s has the count metric', (_name, table) => {
    // Arrange
    const metric = table.metrics.find((candidate) => candidate.metric_name === 'count');

    // Act
    const expression = metric?.expression;

    // Assert
    expect(expression).toBe('COUNT(*)');
  });

  it.each(exampleTables.map((table) => [table.name, table] as const))(
    '%s has unique column names and a temporal main column',
    (_name, table) => {
      // Arrange
      const names = table.columns.map((column) => column.name);

      // Act
      const main = table.columns.find((column) => column.name === table.main_dttm_col);

      // Assert
      expect([new Set(names).size === names.length, table.main_dttm_col === null || main?.is_dttm === true]).toEqual([
        true,
        true,
      ]);
    },
  );

  it.each(exampleTables.map((table) => [table.name, table] as const))(
    '%s sums only physical columns',
    (_name, table) => {
      // Arrange
      const physical = new Set(physicalColumns(table.columns).map((column) => column.name));

      // Act
      const summed = table.metrics.flatMap((metric) => /^SUM\((\w+)\)$/.exec(metric.expression)?.[1] ?? []);

      // Assert
      expect(summed.filter((name) => !physical.has(name))).toEqual([]);
    },
  );

  it('defines the birth_names calculated column over physical columns', () => {
    // Arrange
    const calculated = birthNames.columns.filter((column) => column.expression !== undefined);

    // Act
    const summary = calculated.map((column) => [column.name, column.type, column.expression]);

    // Assert
    expect(summary).toEqual([['num_california', 'BIGINT', "CASE WHEN state = 'CA' THEN num ELSE 0 END"]]);
  });

  it('pins the birth_names physical columns and types', () => {
    // Arrange
    const columns = physicalColumns(birthNames.columns);

    // Act
    const shape = columns.map((column) => `${column.name} ${column.type}`);

    // Assert
    expect(shape).toEqual([
      'ds TIMESTAMP',
      'gender VARCHAR',
      'name VARCHAR',
      'num BIGINT',
      'state VARCHAR',
      'num_boys BIGINT',
      'num_girls BIGINT',
    ]);
  });

  it('names the flights airport columns as the double join does: plain for the origin, _DEST for the destination', () => {
    // Arrange
    const names = exampleTable('flights')?.columns.map((column) => column.name) ?? [];

    // Act
    const afterDs = names.slice(names.indexOf('ds'));

    // Assert
    expect([names.length, afterDs]).toEqual([
      44,
      [
        'ds',
        'AIRPORT',
        'CITY',
        'STATE',
        'COUNTRY',
        'LATITUDE',
        'LONGITUDE',
        'AIRPORT_DEST',
        'CITY_DEST',
        'STATE_DEST',
        'COUNTRY_DEST',
        'LATITUDE_DEST',
        'LONGITUDE_DEST',
      ],
    ]);
  });

  it('promises wb_health_population one row per country and year 1960..2014', () => {
    // Arrange
    const years = 2014 - 1960 + 1;

    // Act
    const rows = exampleTable('wb_health_population')?.rows;

    // Assert
    expect(rows).toBe(COUNTRIES.length * years);
  });
});
