import type { AlertDraft, AlertProblems } from '../forms/alert-form.ts';

/** What each section of the alert and report modal reads and changes. */
export interface SectionProps {
  draft: AlertDraft;
  set: (change: Partial<AlertDraft>) => void;
  errors: AlertProblems;
}
