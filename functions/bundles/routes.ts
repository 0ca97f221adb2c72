import * as z from 'zod';
import { config } from '../lib/config.ts';
import { deps } from '../lib/composition/deps.ts';
import { downloadResult } from '../lib/download.ts';
import { type DomainRoutes, type HttpRequest, type HttpResult, ok } from '../lib/http.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { type ExportCommand, exportBundle } from './export/service.ts';
import { importBundle } from './import/service.ts';
import type { ImportCommand } from './import/select.ts';
import { readUpload } from './upload.ts';

/** `?q=!(1,2)`: the ids to export (Superset's `get_export_ids_schema`). */
const ExportIds = z.array(z.number().int());

async function exportAnswer(request: HttpRequest, command: ExportCommand): Promise<HttpResult> {
  const ids = command === 'assets' ? [] : parseRisonQuery(ExportIds, request.query.q);
  const access = await request.access();
  const { fileName, bytes } = await exportBundle(access, command, ids);
  // A bundle too big for a Lambda response is answered with a redirect to a signed download.
  return downloadResult(
    { bytes, fileName, contentType: 'application/zip' },
    { blobs: await deps().blobs(), tenant: access.claims.tenant },
  );
}

/**
 * Superset's import endpoints read the archive from `formData`; the assets endpoint from `bundle`. The answer is
 * Superset's `{"message": "OK"}`, with `warnings` (Skyset's, which Superset clients ignore) when there is any.
 */
async function importAnswer(request: HttpRequest, command: ImportCommand): Promise<HttpResult> {
  const upload = await readUpload(request, command === 'assets' ? 'bundle' : 'formData');
  const { warnings } = await importBundle(await request.access(), command, upload.bytes, {
    ...upload,
    settings: config(),
  });
  return ok(warnings.length > 0 ? { message: 'OK', warnings } : { message: 'OK' });
}

/** Superset's export and import endpoints of dashboards, charts, datasets and all assets (v1 YAML bundles in ZIPs). */
export const bundleRoutes = {
  'GET /api/v1/dashboard/export/': (request) => exportAnswer(request, 'dashboard'),
  'GET /api/v1/chart/export/': (request) => exportAnswer(request, 'chart'),
  'GET /api/v1/dataset/export/': (request) => exportAnswer(request, 'dataset'),
  'GET /api/v1/assets/export/': (request) => exportAnswer(request, 'assets'),
  'POST /api/v1/dashboard/import/': (request) => importAnswer(request, 'dashboard'),
  'POST /api/v1/chart/import/': (request) => importAnswer(request, 'chart'),
  'POST /api/v1/dataset/import/': (request) => importAnswer(request, 'dataset'),
  'POST /api/v1/assets/import/': (request) => importAnswer(request, 'assets'),
} satisfies DomainRoutes<'bundles'>;
