/**
 * Superset's words for a crontab it cannot read, apart from lib/crontab.ts so that the report API's messages do not
 * bring cron-parser (and luxon) into every cold start that reads them.
 */
export const CRONTAB_NOT_VALID = 'Cron expression is not valid';
