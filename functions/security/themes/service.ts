import { randomUUID } from 'node:crypto';
import { THEME_MAX_THEMES, ThemePostBody, ThemePutBody } from '#shared/api/theme.ts';
import { AppError, NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { callerUserId } from '../../lib/auth/user-directory.ts';
import { nextId } from '../../lib/counters.ts';
import { parseWith } from '../../lib/http.ts';
import { type ItemQuery, itemAnswer } from '../../lib/item-shape.ts';
import { ownerDirectory } from '../../lib/owners.ts';
import { type ThemeView, toThemeItem } from './present.ts';
import type { ThemeRecord } from './record.ts';
import {
  deleteThemeRecord,
  listThemes,
  readSystemThemes,
  readTheme,
  writeSystemThemes,
  writeTheme,
} from './repository.ts';

/** Superset's ThemeRestApi show columns (people by name) and title. */
const THEME_ITEM_SHAPE = {
  columns: [
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'json_data',
    'id',
    'is_system',
    'is_system_default',
    'is_system_dark',
    'theme_name',
    'uuid',
  ],
  title: 'Show Theme',
};

/** Superset's words when a theme is the system default (or dark) one and so cannot be deleted. */
export const THEME_IN_USE = 'Cannot delete theme that is set as system default or dark theme.';

/** The tenant's users and system default theme, to answer themes with. */
export async function themeView(tenant: string, now: Date): Promise<ThemeView> {
  const [users, system] = await Promise.all([ownerDirectory(tenant), readSystemThemes(tenant)]);
  return { users, defaultId: system.default_id, now };
}

/** A theme of the caller's tenant: 404 `Not found` when absent. */
async function loadTheme(tenant: string, id: number): Promise<ThemeRecord> {
  const record = await readTheme(tenant, id);
  if (!record) throw new NotFoundError();
  return record;
}

/** POST /api/v1/theme/: 201 `{ id, result }` with the fields as accepted. */
export async function createTheme(access: CallerAccess, body: unknown, now = new Date()) {
  const fields = parseWith(ThemePostBody, body);
  const { tenant } = access.claims;
  if ((await listThemes(tenant)).length >= THEME_MAX_THEMES)
    throw new AppError(422, `A workspace keeps at most ${THEME_MAX_THEMES} themes`);
  const userId = await callerUserId(access);
  const id = await nextId(tenant, 'theme');
  await writeTheme(tenant, {
    id,
    uuid: randomUUID(),
    theme_name: fields.theme_name,
    json_data: fields.json_data,
    created_on: now.toISOString(),
    changed_on: now.toISOString(),
    created_by_fk: userId,
    changed_by_fk: userId,
    version: 1,
  });
  return { id, result: fields };
}

/** GET /api/v1/theme/{pk}: Flask-AppBuilder's item answer; 404 when absent. */
export async function getTheme(access: CallerAccess, id: number, query: ItemQuery, now = new Date()) {
  const { tenant } = access.claims;
  const [record, view] = await Promise.all([loadTheme(tenant, id), themeView(tenant, now)]);
  return itemAnswer(id, toThemeItem(record, view), query, THEME_ITEM_SHAPE);
}

/** PUT /api/v1/theme/{pk}: both fields, as Superset's `ThemePutSchema` requires; `{ id, result }`. */
export async function updateTheme(access: CallerAccess, id: number, body: unknown, now = new Date()) {
  const fields = parseWith(ThemePutBody, body);
  const { tenant } = access.claims;
  const record = await loadTheme(tenant, id);
  await writeTheme(
    tenant,
    {
      ...record,
      theme_name: fields.theme_name,
      json_data: fields.json_data,
      changed_on: now.toISOString(),
      changed_by_fk: await callerUserId(access),
      version: record.version + 1,
    },
    record.version,
  );
  return { id, result: fields };
}

/** DELETE /api/v1/theme/{pk}: `Deleted 1 theme`; 422 for the system default theme, as Superset refuses it. */
export async function deleteTheme(access: CallerAccess, id: number) {
  const { tenant } = access.claims;
  const [, system] = await Promise.all([loadTheme(tenant, id), readSystemThemes(tenant)]);
  if (system.default_id === id) throw new AppError(422, THEME_IN_USE);
  await deleteThemeRecord(tenant, id);
  return { message: 'Deleted 1 theme' };
}

/** PUT /api/v1/theme/{pk}/set_system_default: the tenant's pages draw with it from now on; 404 when absent. */
export async function setSystemDefaultTheme(access: CallerAccess, id: number) {
  const { tenant } = access.claims;
  await loadTheme(tenant, id);
  await writeSystemThemes(tenant, { default_id: id });
  return { id, result: 'success' };
}

/** DELETE /api/v1/theme/unset_system_default: the tenant's pages draw with Skyset's own look again. */
export async function unsetSystemDefaultTheme(access: CallerAccess) {
  await writeSystemThemes(access.claims.tenant, { default_id: null });
  return { result: 'success' };
}
