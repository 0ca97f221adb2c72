import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../dynamo.ts';
import { readItem, readItems, readPartition, readRecentItemsOf, writeVersioned } from '../item-store.ts';
import { keys } from '../keys.ts';
import { ChartRecord } from './chart-schema.ts';
import * as z from 'zod';

/** Store a ChartRecord (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeChart(tenant: string, record: ChartRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.chart(tenant, record.id),
    record,
    previousVersion,
    'The chart was changed by someone else; reload it and try again',
  );
}

/** A tenant's chart by id, or undefined (no visibility check: see access.ts). */
export function readChart(tenant: string, id: number): Promise<ChartRecord | undefined> {
  return readItem(ChartRecord, keys.chart(tenant, id));
}

/** A tenant's charts of these ids, in their order (ids of charts since deleted are left out). */
export function readCharts(tenant: string, ids: readonly number[]): Promise<ChartRecord[]> {
  return readItems(
    ChartRecord,
    ids.map((id) => keys.chart(tenant, id)),
  );
}

/**
 * A tenant's charts of these ids as {@link readCharts} answers them, each as this warm function read it within seconds
 * (read-only; staleness as functions/lib/warm-items.ts bounds it): for views, where every viewer of a dashboard reads
 * its charts, never for a read that a write follows.
 */
export function readRecentCharts(tenant: string, ids: readonly number[]): Promise<ChartRecord[]> {
  return readRecentItemsOf(
    ChartRecord,
    [...new Set(ids)].map((id) => keys.chart(tenant, id)),
  );
}

/** Every chart of a tenant, by id (one partition; lists filter in memory as Superset's list API does in SQL). */
export function listChartRecords(tenant: string): Promise<ChartRecord[]> {
  return readPartition(ChartRecord, keys.chart(tenant, 1).pk);
}

/** Delete a chart (absent is fine: callers check existence first to answer 404). */
export async function deleteChartRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.chart(tenant, id) }));
}

const FavoriteItem = z.object({ chartId: z.number().int() });

/** Mark a chart as one of the user's favourites (marking twice converges). */
export async function addChartFavorite(
  tenant: string,
  userId: string,
  chartId: number,
  now = new Date(),
): Promise<void> {
  const item = { ...keys.chartFavorite(tenant, userId, chartId), chartId, created_on: now.toISOString() };
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** Unmark a favourite (absent is fine). */
export async function removeChartFavorite(tenant: string, userId: string, chartId: number): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.chartFavorite(tenant, userId, chartId) }),
  );
}

/** The ids of the user's favourite charts. */
export async function listChartFavoriteIds(tenant: string, userId: string): Promise<Set<number>> {
  const items = await readPartition(FavoriteItem, keys.chartFavorite(tenant, userId, 1).pk);
  return new Set(items.map((item) => item.chartId));
}
