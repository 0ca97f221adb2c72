import { ConflictError, ForbiddenError } from '#shared/errors.ts';
import { CRONTAB_NOT_VALID } from '../lib/crontab-messages.ts';
import { FieldError } from '../lib/field-error.ts';

/**
 * Superset's words for what the report commands refuse (superset/commands/report/exceptions.py): field errors are
 * gathered and answered together, 422 `{"message": {"<field>": ["..."]}}`, as `ReportScheduleInvalidError` does.
 */
export const REPORT_MESSAGES = {
  nameTaken: 'Name must be unique',
  databaseRequired: 'Database is required for alerts',
  databaseMissing: 'Database does not exist',
  databaseOnReport: 'Database reference is not allowed on a report',
  chartNotSaved: 'Please save your chart first, then try creating a new email report.',
  dashboardNotSaved: 'Please save your dashboard first, then try creating a new email report.',
  chartOrDashboardNotBoth: 'Choose a chart or dashboard not both',
  chartOrDashboardRequired: 'Must choose either a chart or a dashboard',
  chartMissing: 'Chart does not exist',
  dashboardMissing: 'Dashboard does not exist',
  missing: 'Missing data for required field.',
  /** Superset's words for a crontab its parser refuses (`validate_crontab`). */
  crontabNotValid: CRONTAB_NOT_VALID,
} as const;

/** Field messages gathered while validating a write. */
export class FieldProblems {
  readonly #fields = new Map<string, string[]>();

  add(field: string, message: string): void {
    this.#fields.set(field, [...(this.#fields.get(field) ?? []), message]);
  }

  /** 422 with every message gathered, if any. */
  throwIfAny(): void {
    if (this.#fields.size > 0) throw new FieldError(Object.fromEntries(this.#fields), 422);
  }
}

/** Superset's `ReportScheduleForbiddenError`: only owners and Admins change or delete a report. */
export const reportForbidden = (): ForbiddenError => new ForbiddenError('Changing this report is forbidden');

/** Superset's `ReportScheduleCreationMethodUniquenessValidationError`: one report per chart or dashboard and user from its modal. */
export const alreadyAttached = (): ConflictError => new ConflictError('Resource already has an attached report.');
