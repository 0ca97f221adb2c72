import { BadRequestError } from '#shared/errors.ts';
import { LogEventBatch, type LogEventInput } from '#shared/api/log.ts';
import { type HttpRequest, parseWith } from '../lib/http.ts';
import { parseJsonBody } from '../lib/request-body.ts';

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** Superset's `explode=events`: the field of the payload holding the list of events; no other field explodes. */
function checkExplode(request: HttpRequest): void {
  const explode = request.query.explode;
  if (explode !== undefined && explode !== 'events') throw new BadRequestError('Only explode=events is supported');
}

/** The `events` field's JSON text, parsed; 400 when absent or not JSON. */
function parseEventsField(text: string | undefined): unknown {
  if (text === undefined || text === '') throw new BadRequestError('Missing the events field');
  return parseJsonBody(text);
}

/** A JSON body: the list itself, or `{"events": [...]}` with the list or its JSON text (Superset's `postPayload`). */
function eventsOfJson(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  if (body !== null && typeof body === 'object' && 'events' in body) {
    const { events } = body as { events: unknown };
    return typeof events === 'string' ? parseEventsField(events) : events;
  }
  throw new BadRequestError('Missing the events field');
}

/**
 * The events of a `POST /superset/log/` call: the form field `events` (what `navigator.sendBeacon` sends with
 * FormData) or a JSON body (sendBeacon with a text/plain Blob, or fetch with application/json). 400 in Superset's
 * shape when the body holds no list of between one and LOG_EVENTS_MAX events.
 */
export async function readLogEvents(request: HttpRequest): Promise<LogEventInput[]> {
  checkExplode(request);
  const contentType = request.event.headers['content-type'] ?? '';
  const raw = FORM_TYPE.test(contentType)
    ? parseEventsField((await request.form()).events)
    : eventsOfJson(request.json());
  return parseWith(LogEventBatch, raw);
}
