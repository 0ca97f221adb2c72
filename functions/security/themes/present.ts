import type { ThemeItem, ThemeListItem } from '#shared/api/theme.ts';
import { humanizedAgo } from '../../lib/humanize.ts';
import type { OwnerRef } from '../../lib/owners.ts';
import type { ThemeRecord } from './record.ts';

/** What answering a theme needs beside it: the tenant's users (to name who changed it), its system default, now. */
export interface ThemeView {
  users: ReadonlyMap<number, OwnerRef>;
  defaultId: number | null;
  now: Date;
}

function person(id: number | null, view: ThemeView): ThemeItem['changed_by'] {
  const found = id === null ? undefined : view.users.get(id);
  return found ? { id: found.id, first_name: found.first_name, last_name: found.last_name } : null;
}

/** A theme as `GET /api/v1/theme/{pk}` shows it. Skyset keeps no builtin (`is_system`) or separate dark theme. */
export function toThemeItem(record: ThemeRecord, view: ThemeView): ThemeItem {
  return {
    id: record.id,
    uuid: record.uuid,
    theme_name: record.theme_name,
    json_data: record.json_data,
    is_system: false,
    is_system_default: record.id === view.defaultId,
    is_system_dark: false,
    changed_on_delta_humanized: humanizedAgo(record.changed_on, view.now),
    changed_by: person(record.changed_by_fk, view),
    created_by: person(record.created_by_fk, view),
  };
}

/** One row of `GET /api/v1/theme/`. */
export function toThemeListItem(record: ThemeRecord, view: ThemeView): ThemeListItem {
  const editor = person(record.changed_by_fk, view);
  return {
    ...toThemeItem(record, view),
    created_on: record.created_on,
    changed_by_name: editor ? `${editor.first_name} ${editor.last_name}`.trim() : '',
  };
}
