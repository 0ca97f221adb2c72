import { ApiError } from '../../core/http/api-error.ts';
import { toApiError } from '../../core/query-error.ts';
import type { RlsDraft, RlsDraftErrors } from './rls-form.ts';

/** The body's fields as the API names them, and the draft's field each fills. */
const FIELDS: Readonly<Record<string, keyof RlsDraft>> = {
  name: 'name',
  filter_type: 'filterType',
  tables: 'tables',
  roles: 'roles',
  group_key: 'groupKey',
  clause: 'clause',
  description: 'description',
};

/** A refused save split into what goes under a field and what names no field (the modal's alert shows that). */
export interface ServerRefusal {
  fields: RlsDraftErrors;
  /** The refusal without its field messages (what to rethrow), or null when every message went under a field. */
  rest: unknown;
}

/**
 * Reads a refused save: Superset's validation answers (400, 422) are `{message: {field: [problems]}}`, which the client
 * flattens to `field: problem` lines; each of a known field goes under its input, the others stay in `rest`. Any other
 * failure is all `rest`.
 */
export function serverRefusal(error: unknown): ServerRefusal {
  const apiError = toApiError(error);
  if (!(apiError instanceof ApiError) || (apiError.status !== 400 && apiError.status !== 422))
    return { fields: {}, rest: error };
  const fields: RlsDraftErrors = {};
  const others: string[] = [];
  for (const message of apiError.messages) {
    const [, key = '', problem = ''] = /^(\w+): ([\s\S]*)$/.exec(message) ?? [];
    const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (field === undefined) others.push(message);
    else fields[field] = fields[field] === undefined ? problem : `${fields[field]} ${problem}`;
  }
  return { fields, rest: others.length === 0 ? null : new ApiError(apiError.status, others) };
}
