import { FieldError } from '../../lib/field-error.ts';

/**
 * Tags are not kept yet: a chart or dashboard write naming any is refused rather than silently dropping them. A file
 * of its own, so the dashboards function does not bundle the chart writes' query-context schemas to say it.
 */
export function requireNoTags(tagIds: readonly number[] | undefined): void {
  if (tagIds && tagIds.length > 0) throw new FieldError({ tags: ['Tags do not exist'] }, 422);
}
