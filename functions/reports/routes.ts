import * as z from 'zod';
import { type DomainRoutes, type HttpRequest, ok } from '../lib/http.ts';
import { reportScheduler } from '../lib/composition/report-scheduler.ts';
import { ItemQuery } from '../lib/item-shape.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { pathId } from '../lib/path-ids.ts';
import { bulkDeleteReports, deleteReport } from './delete.ts';
import { reportInfo } from './info.ts';
import { getReport } from './item.ts';
import { listReportSchedules } from './list.ts';
import { getReportLogEntry, listReportLog } from './log-list.ts';
import { relatedReportChoices } from './related.ts';
import { createReport, updateReport } from './write.ts';

/** `?q=!(1,2)` of the bulk delete (Superset's `get_delete_ids_schema`). */
const IdList = z.array(z.number().int()).max(1000);

const ids = (request: HttpRequest) => parseRisonQuery(IdList, request.query.q);
const itemQuery = (request: HttpRequest) => parseRisonQuery(ItemQuery, request.query.q);
const reportId = (request: HttpRequest) => pathId(request, 'pk');
const writeDeps = () => ({ scheduler: reportScheduler() });

/** Superset's ReportScheduleRestApi and ReportExecutionLogRestApi: alerts, reports and their execution logs. */
export const reportRoutes = {
  'GET /api/v1/report/': async (request) => ok(await listReportSchedules(await request.access(), request.query.q)),
  'POST /api/v1/report/': async (request) =>
    ok(await createReport(await request.access(), requireJsonBody(request), writeDeps()), 201),
  'DELETE /api/v1/report/': async (request) =>
    ok(await bulkDeleteReports(await request.access(), ids(request), writeDeps())),
  'GET /api/v1/report/_info': async (request) => ok(reportInfo(await request.access(), request.query.q)),
  'GET /api/v1/report/related/{column_name}': async (request) =>
    ok(await relatedReportChoices(await request.access(), request.pathParameters.column_name, request.query.q)),
  'GET /api/v1/report/{pk}': async (request) =>
    ok(await getReport(await request.access(), reportId(request), itemQuery(request))),
  'PUT /api/v1/report/{pk}': async (request) =>
    ok(await updateReport(await request.access(), reportId(request), requireJsonBody(request), writeDeps())),
  'DELETE /api/v1/report/{pk}': async (request) =>
    ok(await deleteReport(await request.access(), reportId(request), writeDeps())),
  'GET /api/v1/report/{pk}/log/': async (request) =>
    ok(await listReportLog(await request.access(), reportId(request), request.query.q)),
  'GET /api/v1/report/{pk}/log/{log_id}': async (request) =>
    ok(
      await getReportLogEntry(await request.access(), reportId(request), pathId(request, 'log_id'), itemQuery(request)),
    ),
} satisfies DomainRoutes<'reports'>;
