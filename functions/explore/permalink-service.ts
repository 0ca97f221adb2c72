import * as z from 'zod';
import { ExplorePermalinkBody, FORM_DATA_MAX_BYTES } from '#shared/api/explore.ts';
import { NotFoundError, ValidationError } from '#shared/errors.ts';
import { longerThan, utf8Length } from '#shared/limits.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { parseId } from '../lib/path-ids.ts';
import { newPermalinkKey, parsePermalinkKey } from '../lib/permalink-key.ts';
import { insertPermalink, readPermalink } from '../sqllab/index.ts';
import { type ChartPort, checkExploreAccess } from './explore-access.ts';

/** The permalink resource name that keeps Explore links apart from SQL Lab and dashboard links of one key space. */
const RESOURCE = 'explore';

/** What an Explore permalink stores: Superset's `ExplorePermalinkValue`. */
export const ExplorePermalinkValue = z.object({
  chartId: z.number().int().nullable(),
  datasourceId: z.number().int(),
  datasourceType: z.string(),
  datasource: z.string(),
  state: z.looseObject({
    formData: z.record(z.string(), z.unknown()),
    urlParams: z.array(z.tuple([z.string(), z.string()])).nullish(),
  }),
});
export type ExplorePermalinkValue = z.infer<typeof ExplorePermalinkValue>;

const DATASOURCE = /^(.*)__(table)$/;

/** The datasource and chart a permalink's form data names; 400 when `formData.datasource` is not `"<id>__table"`. */
function targetOf(
  state: ExplorePermalinkBody,
): Pick<ExplorePermalinkValue, 'chartId' | 'datasourceId' | 'datasourceType' | 'datasource'> {
  const datasource = state.formData.datasource ?? '';
  const match = DATASOURCE.exec(datasource);
  const datasourceId = parseId(match?.[1]);
  if (!match || datasourceId === undefined)
    throw new ValidationError({ 'formData.datasource': ['Invalid datasource: expected "<id>__table"'] });
  const sliceId = state.formData.slice_id;
  return { chartId: sliceId ?? null, datasourceId, datasourceType: match[2]!, datasource };
}

/** POST /api/v1/explore/permalink: check access, store the state forever under a new key; 201 `{key, url}`. */
export async function createExplorePermalink(
  access: CallerAccess,
  body: unknown,
  origin: string,
  charts: ChartPort,
  now = new Date(),
) {
  const state = parseWith(ExplorePermalinkBody, body);
  if (utf8Length(JSON.stringify(state)) > FORM_DATA_MAX_BYTES)
    throw new ValidationError({ formData: [longerThan(FORM_DATA_MAX_BYTES)] });
  const target = targetOf(state);
  await checkExploreAccess(access, target, charts);
  const value: ExplorePermalinkValue = { ...target, state };
  const item = { resource: RESOURCE, state: value, created_by: access.claims.sub, created_on: now.toISOString() };
  let key = newPermalinkKey();
  // 128 random bits do not collide in practice; the conditional write makes sure no link is ever overwritten.
  while (!(await insertPermalink(access.claims.tenant, key, item))) key = newPermalinkKey();
  return { key, url: `${origin}/explore/p/${key}/` };
}

/** The stored value of an Explore permalink, its data access checked; undefined for an unknown key. */
export async function readExplorePermalink(
  access: CallerAccess,
  rawKey: string,
  charts: ChartPort,
): Promise<ExplorePermalinkValue | undefined> {
  const stored = await readPermalink(access.claims.tenant, parsePermalinkKey(rawKey));
  const value = stored?.resource === RESOURCE ? ExplorePermalinkValue.safeParse(stored.state) : undefined;
  if (!value?.success) return undefined;
  await checkExploreAccess(access, value.data, charts);
  return value.data;
}

/** GET /api/v1/explore/permalink/{key}: the stored value (`{chartId, datasourceId, ..., state}`); 404 when unknown. */
export async function getExplorePermalink(access: CallerAccess, rawKey: string, charts: ChartPort) {
  const value = await readExplorePermalink(access, rawKey, charts);
  if (!value) throw new NotFoundError();
  return value;
}
