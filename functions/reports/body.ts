import type * as z from 'zod';
import { ReportPostBody, ReportPutBody } from '#shared/api/report.ts';
import { ValidationError } from '#shared/errors.ts';
import { parseWith } from '../lib/http.ts';
import { REPORT_MESSAGES } from './errors.ts';

/** The schema's field messages of a body, or none. */
function schemaMessages<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { data?: z.infer<T>; messages: Record<string, string[]> } {
  try {
    return { data: parseWith(schema, body), messages: {} };
  } catch (error) {
    if (error instanceof ValidationError) return { messages: error.messages };
    throw error;
  }
}

/**
 * What marshmallow checks beyond the types: a crontab its parser reads, and no database on a report
 * (`validate_report_references`). The crontab parser is loaded only for a body that has a crontab (./crontab.ts).
 */
async function fieldMessages(body: unknown): Promise<Record<string, string[]>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields = body as Record<string, unknown>;
  const messages: Record<string, string[]> = {};
  if (
    typeof fields.crontab === 'string' &&
    fields.crontab !== '' &&
    !(await import('../lib/crontab.ts')).isValidCrontab(fields.crontab)
  ) {
    messages.crontab = [REPORT_MESSAGES.crontabNotValid];
  }
  if (fields.type === 'Report' && fields.database !== undefined) messages.database = [REPORT_MESSAGES.databaseOnReport];
  return messages;
}

/** Parse a write body: 400 `{"message": {...}}` with every field's messages, as marshmallow gives them together. */
async function parseReportBody<T extends z.ZodType>(schema: T, body: unknown): Promise<z.infer<T>> {
  const parsed = schemaMessages(schema, body);
  const messages = { ...(await fieldMessages(body)), ...parsed.messages };
  if (Object.keys(messages).length > 0 || parsed.data === undefined) throw new ValidationError(messages);
  return parsed.data;
}

/** Body of POST /api/v1/report/. */
export const parsePostBody = (body: unknown): Promise<ReportPostBody> => parseReportBody(ReportPostBody, body);

/** Body of PUT /api/v1/report/{pk}. */
export const parsePutBody = (body: unknown): Promise<ReportPutBody> => parseReportBody(ReportPutBody, body);
