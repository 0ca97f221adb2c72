import * as z from 'zod';
import type { DomainRoutes } from '../lib/http.ts';
import { ok } from '../lib/http.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { pathId } from '../lib/path-ids.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { createDataset } from './create.ts';
import { bulkDeleteDatasets, deleteDataset } from './delete.ts';
import { duplicateDataset } from './duplicate.ts';
import { getOrCreateDataset } from './get-or-create.ts';
import { datasetPorts } from '../lib/composition/dataset-ports.ts';
import { refreshDataset } from './refresh.ts';
import { relatedObjects } from './related-objects.ts';
import { updateDataset } from './update.ts';

/** `?q=!(1,2)` of the bulk delete. */
const IdList = z.array(z.number().int()).max(1000);

/** Superset's `parse_boolean_string`: `true`, `t`, `yes`, `y`, `1` in any case are true, anything else false. */
const isTrue = (value: string | undefined): boolean => /^(true|t|yes|y|1)$/i.test(value?.trim() ?? '');

/** Superset's DatasetRestApi writes: create, edit, refresh, duplicate, delete, and what uses a dataset. */
export const datasetWriteRoutes = {
  'POST /api/v1/dataset/': async (request) =>
    ok(await createDataset(await request.access(), requireJsonBody(request), datasetPorts()), 201),
  'POST /api/v1/dataset/get_or_create/': async (request) =>
    ok(await getOrCreateDataset(await request.access(), requireJsonBody(request), datasetPorts())),
  'POST /api/v1/dataset/duplicate': async (request) =>
    ok(await duplicateDataset(await request.access(), requireJsonBody(request)), 201),
  'DELETE /api/v1/dataset/': async (request) =>
    ok(await bulkDeleteDatasets(await request.access(), parseRisonQuery(IdList, request.query.q))),
  'PUT /api/v1/dataset/{pk}': async (request) => {
    const id = pathId(request);
    const override = isTrue(request.query.override_columns);
    return ok(await updateDataset(await request.access(), id, requireJsonBody(request), override, datasetPorts()));
  },
  'DELETE /api/v1/dataset/{pk}': async (request) => ok(await deleteDataset(await request.access(), pathId(request))),
  'PUT /api/v1/dataset/{pk}/refresh': async (request) =>
    ok(await refreshDataset(await request.access(), pathId(request), datasetPorts())),
  'GET /api/v1/dataset/{pk}/related_objects': async (request) =>
    ok(await relatedObjects(await request.access(), request.pathParameters.pk)),
} satisfies Partial<DomainRoutes<'datasets'>>;
