import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/dynamo.ts';
import { readItem, readPartition, readRecentItem, writeVersioned } from '../../lib/item-store.ts';
import { keys } from '../../lib/keys.ts';
import { SystemThemesRecord, ThemeRecord } from './record.ts';

/** A tenant's themes and the pointer to its system default theme (docs/data-model.md). */

/** Store a theme (see `writeVersioned`: new only if absent, an edit only over the version read). */
export function writeTheme(tenant: string, record: ThemeRecord, previousVersion?: number): Promise<void> {
  return writeVersioned(
    keys.theme(tenant, record.id),
    record,
    previousVersion,
    'The theme was changed by someone else; reload it and try again',
  );
}

/** A theme by id, or undefined. */
export function readTheme(tenant: string, id: number): Promise<ThemeRecord | undefined> {
  return readItem(ThemeRecord, keys.theme(tenant, id));
}

/** A theme by id as this warm function read it within seconds (every page open reads the system default one). */
export function readRecentTheme(tenant: string, id: number): Promise<ThemeRecord | undefined> {
  return readRecentItem(ThemeRecord, keys.theme(tenant, id));
}

/** Every theme of a tenant, read now. */
export function listThemes(tenant: string): Promise<ThemeRecord[]> {
  return readPartition(ThemeRecord, keys.theme(tenant, 1).pk);
}

/** Delete a theme (absent is fine: callers check existence first to answer 404). */
export async function deleteThemeRecord(tenant: string, id: number): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.theme(tenant, id) }));
}

const NO_SYSTEM_THEMES: SystemThemesRecord = { default_id: null };

/** Which theme is the system default, read now (what a write checks). */
export async function readSystemThemes(tenant: string): Promise<SystemThemesRecord> {
  return (await readItem(SystemThemesRecord, keys.systemThemes(tenant))) ?? NO_SYSTEM_THEMES;
}

/** Which theme is the system default, as this warm function read it within seconds. */
export async function readRecentSystemThemes(tenant: string): Promise<SystemThemesRecord> {
  return (await readRecentItem(SystemThemesRecord, keys.systemThemes(tenant))) ?? NO_SYSTEM_THEMES;
}

/** Makes a theme the system default (`default_id` null: none): the last setter wins, as in Superset. */
export async function writeSystemThemes(tenant: string, record: SystemThemesRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.systemThemes(tenant), ...record } }),
  );
}
