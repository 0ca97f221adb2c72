import type { AnnotationItem, AnnotationPostBody } from '#shared/api/annotation.ts';
import { naiveDateTime } from '#shared/api/annotation-dates.ts';

/** What the annotation modal holds while it is edited; dates as a `datetime-local` input holds them. */
export interface AnnotationDraft {
  name: string;
  start: string;
  end: string;
  description: string;
  jsonMetadata: string;
}

/** The modal's problems by field, in the words it shows. */
export type AnnotationDraftErrors = Partial<Record<keyof AnnotationDraft, string>>;

/** A naive date-time (`2024-03-01T09:00:00.250000`) as a `datetime-local` input takes it: to the second. */
export const toInputValue = (naive: string): string => naive.slice(0, 19);

/** A `datetime-local` value (`2024-03-01T09:00`, seconds optional) in Superset's naive form, or undefined. */
export const fromInputValue = (value: string): string | undefined =>
  value.trim() === '' ? undefined : naiveDateTime(value);

/** The modal's state for an annotation, or an empty one for a new annotation. */
export function annotationDraft(annotation?: Partial<AnnotationItem>): AnnotationDraft {
  return {
    name: annotation?.short_descr ?? '',
    start: annotation?.start_dttm ? toInputValue(annotation.start_dttm) : '',
    end: annotation?.end_dttm ? toInputValue(annotation.end_dttm) : '',
    description: annotation?.long_descr ?? '',
    jsonMetadata: annotation?.json_metadata ?? '',
  };
}

function isJsonOrEmpty(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What keeps a draft from saving, checked before the request as the server would refuse it: a name, both dates,
 * an end not before the start, metadata that is JSON.
 */
export function annotationDraftErrors(draft: AnnotationDraft): AnnotationDraftErrors {
  const errors: AnnotationDraftErrors = {};
  const start = fromInputValue(draft.start);
  const end = fromInputValue(draft.end);
  if (draft.name.trim() === '') errors.name = 'Name is required';
  if (start === undefined) errors.start = 'Start is required';
  if (end === undefined) errors.end = 'End is required';
  if (start !== undefined && end !== undefined && end < start) errors.end = 'End date must be after start date';
  if (!isJsonOrEmpty(draft.jsonMetadata)) errors.jsonMetadata = 'JSON not valid';
  return errors;
}

/** The POST or PUT body of a valid draft (see `annotationDraftErrors`): empty texts are sent as null. */
export function annotationBody(draft: AnnotationDraft): AnnotationPostBody {
  return {
    short_descr: draft.name.trim(),
    start_dttm: fromInputValue(draft.start) ?? draft.start,
    end_dttm: fromInputValue(draft.end) ?? draft.end,
    long_descr: draft.description.trim() === '' ? null : draft.description,
    json_metadata: draft.jsonMetadata.trim() === '' ? null : draft.jsonMetadata,
  };
}

const DISPLAY = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
  hourCycle: 'h23',
});

/** A naive date-time for the list: `Mar 1, 2024, 09:00` (naive times are shown as stored, never shifted). */
export function displayDateTime(naive: string): string {
  const ms = Date.parse(`${naive.slice(0, 19)}Z`);
  return Number.isNaN(ms) ? naive : DISPLAY.format(ms);
}
