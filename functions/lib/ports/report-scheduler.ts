/**
 * The ReportScheduler port: keeps one schedule per active report, firing a report job at each occurrence of its
 * crontab in its time zone. EventBridge Scheduler in the cloud; the local runtime's scheduler locally.
 */
export interface ReportSchedule {
  tenant: string;
  reportId: number;
  /** Five-field crontab, already validated. */
  crontab: string;
  /** IANA time zone the crontab is read in. */
  timezone: string;
}

export interface ReportScheduler {
  /** Create the report's schedule or replace what it was. */
  put(schedule: ReportSchedule): Promise<void>;
  /** Remove the report's schedule; a report without one is fine. */
  remove(tenant: string, reportId: number): Promise<void>;
}
