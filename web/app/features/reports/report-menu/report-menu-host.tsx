import { useEffect, useRef } from 'react';
import { ReportMenuModals } from './report-menu-modals.tsx';
import type { ReportTarget } from '../forms/report-form.ts';
import { useReportMenu, type ReportMenuState } from './use-report-menu.ts';

export interface ReportMenuHostProps {
  target: ReportTarget | null;
  /** Told the entries' state whenever what the entries show changes, and null when the host goes. */
  onMenu: (menu: ReportMenuState | null) => void;
}

/**
 * The loaded side of ReportMenuScope: the entries' state handed up to the host's menu, and their modals. The state is
 * handed up when what the entries show changes (whether they show, and the user's report), not on every render,
 * which would render the host again and again; the entries' actions read no other state.
 */
export function ReportMenuHost({ target, onMenu }: ReportMenuHostProps) {
  const menu = useReportMenu(target);
  const latest = useRef(menu);
  latest.current = menu;
  const shown = JSON.stringify([menu.canAddReports, menu.report]);
  useEffect(() => onMenu(latest.current), [shown, onMenu]);
  useEffect(() => () => onMenu(null), [onMenu]);
  return <ReportMenuModals menu={menu} />;
}
