import type { DomainRoutes } from '../lib/http.ts';
import { ok } from '../lib/http.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { createDataset } from './create.ts';
import { datasetPorts } from './ports.ts';

/** Superset's DatasetRestApi writes: create, edit, refresh, duplicate, delete, and what uses a dataset. */
export const datasetWriteRoutes = {
  'POST /api/v1/dataset/': async (request) => ok(await createDataset(await request.access(), requireJsonBody(request), datasetPorts()), 201),
} satisfies Partial<DomainRoutes<'datasets'>>;
