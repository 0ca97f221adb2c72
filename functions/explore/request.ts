import { BadRequestError } from '#shared/errors.ts';
import { type HttpRequest, parseWith } from '../lib/http.ts';
import { LegacyFormData } from './form-data.ts';

/** What explore_json answers: the payload, or one of its `?csv|query|results|samples=true` variants. */
export type ExploreResponseType = 'json' | 'csv' | 'query' | 'results' | 'samples';

const VARIANTS: readonly ExploreResponseType[] = ['csv', 'query', 'results', 'samples'];

/** The first `?<variant>=true` flag, in Superset's order; the JSON payload when none is set. */
export function responseTypeOf(query: Record<string, string>): ExploreResponseType {
  return VARIANTS.find((variant) => query[variant] === 'true') ?? 'json';
}

/** The form data text: the POSTed form's `form_data` field, else the `form_data` query parameter. */
async function formDataText(request: HttpRequest): Promise<string | undefined> {
  if (request.event.requestContext.http.method === 'POST' && request.text().trim() !== '') {
    const fields = await request.form();
    if (fields.form_data !== undefined) return fields.form_data;
  }
  return request.query.form_data;
}

/** The legacy form data of an explore_json request; 400 when missing, not JSON, or lacking datasource and viz type. */
export async function readFormData(request: HttpRequest): Promise<LegacyFormData> {
  const text = await formDataText(request);
  if (text === undefined || text.trim() === '') throw new BadRequestError('form_data is required');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('form_data is not valid JSON');
  }
  return parseWith(LegacyFormData, value);
}
