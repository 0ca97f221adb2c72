import { beforeEach, describe, expect, it } from 'vitest';
import { type PlanContext, planQuery } from '#functions/charts/plan.ts';
import { DatabaseRecord } from '#functions/lib/records/database-schema.ts';
import type { QueryEngine } from '#functions/lib/ports/query-engine.ts';
import { resetProcessState } from '#functions/lib/once.ts';
import { duckDbDialect } from '../lib/sql/parsing-dialects.ts';
import { exampleDataset, queryObject } from './compiler/fixtures.ts';

/**
 * A warm function plans (compiles and keys) a chart's query once and answers the same plan to the next requests, until
 * what the plan depends on changes: its time ranges resolving to other instants, the dataset, the tenant. A plan made
 * again is a new object; a kept one is the very same.
 */
const DAY_MS = 86_400_000;
const NOON = Date.UTC(2024, 5, 15, 12);

const database = DatabaseRecord.parse({
  id: 1,
  uuid: '5f0b2a7e-9c1e-4a55-8d3f-0f6f1c2b9a10',
  database_name: 'examples',
  backend: 'duckdb',
  expose_in_sqllab: true,
  allow_run_async: false,
  allow_dml: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_file_upload: false,
  cache_timeout: null,
  extra: '{}',
  created_on: '2024-01-01T00:00:00.000Z',
  changed_on: '2024-01-01T00:00:00.000Z',
});

function contextAt(nowMs: number, overrides: Partial<PlanContext> = {}): PlanContext {
  const source = {
    dataset: exampleDataset('birth_names'),
    database,
    engine: { kind: 'duckdb' } as QueryEngine,
    dialect: duckDbDialect,
  };
  return { tenant: 'acme', source, resultType: 'full', nowMs, rowFilters: [], ...overrides };
}

const lastDay = () =>
  queryObject({ columns: ['gender'], metrics: ['sum__num'], time_range: 'Last day', row_limit: 10 });
const fixedRange = () =>
  queryObject({ columns: ['gender'], metrics: ['sum__num'], time_range: '2001-01-01 : 2002-01-01', row_limit: 10 });

beforeEach(() => {
  resetProcessState();
});

describe('planQuery in a warm function', () => {
  it('answers the plan it made for the same query a moment ago', () => {
    // Arrange
    const first = planQuery(lastDay(), contextAt(NOON));

    // Act
    const again = planQuery(lastDay(), contextAt(NOON + 60_000));

    // Assert
    expect(again.compiled).toBe(first.compiled);
    expect(again.cacheKey).toBe(first.cacheKey);
  });

  it('never answers one caller the plan of another under different row level security conditions', () => {
    // Arrange
    const open = planQuery(fixedRange(), contextAt(NOON));

    // Act
    const filtered = planQuery(fixedRange(), contextAt(NOON, { rowFilters: ["(state = 'CA')"] }));

    // Assert
    expect(filtered.compiled.sql).toContain(`WHERE (state = 'CA')`);
    expect(open.compiled.sql).not.toContain('CA');
    expect(filtered.cacheKey).not.toBe(open.cacheKey);
  });

  it('plans again once a relative time range resolves to other instants: the SQL bounds move with the day', () => {
    // Arrange
    const today = planQuery(lastDay(), contextAt(NOON));

    // Act
    const tomorrow = planQuery(lastDay(), contextAt(NOON + DAY_MS));

    // Assert
    expect(tomorrow.compiled.sql).not.toBe(today.compiled.sql);
    expect(tomorrow.compiled.fromDttm).toBe(today.compiled.fromDttm! + DAY_MS);
    expect(tomorrow.cacheKey).not.toBe(today.cacheKey);
  });

  it('keeps the plan of a fixed time range across days', () => {
    // Arrange
    const first = planQuery(fixedRange(), contextAt(NOON));

    // Act
    const later = planQuery(fixedRange(), contextAt(NOON + 30 * DAY_MS));

    // Assert
    expect(later.compiled).toBe(first.compiled);
  });

  it('plans again for an edited dataset and for another tenant', () => {
    // Arrange
    const first = planQuery(fixedRange(), contextAt(NOON));
    const edited = contextAt(NOON);
    edited.source = { ...edited.source, dataset: { ...edited.source.dataset, version: 2 } };

    // Act
    const plans = [planQuery(fixedRange(), edited), planQuery(fixedRange(), contextAt(NOON, { tenant: 'globex' }))];

    // Assert
    expect(plans.map((plan) => plan.compiled === first.compiled)).toEqual([false, false]);
    expect(plans[1]!.cacheKey).not.toBe(first.cacheKey);
  });

  it('hands out a read-only plan, so no request changes the next one', () => {
    // Arrange
    const plan = planQuery(fixedRange(), contextAt(NOON));

    // Act
    const change = () => (plan.compiled.columns as { label: string }[]).push({ label: 'x' });

    // Assert
    expect(change).toThrow(TypeError);
  });
});
