import { ReportMenuModals } from './report-menu-modals.tsx';
import type { ReportMenuScopeProps } from './report-menu-scope.tsx';
import { useReportMenu } from './use-report-menu.ts';

/** The loaded side of ReportMenuScope: the entries' state handed to the host's menu, and their modals beside it. */
export function ReportMenuHost({ target, children }: ReportMenuScopeProps) {
  const menu = useReportMenu(target);
  return (
    <>
      {children(menu)}
      <ReportMenuModals menu={menu} />
    </>
  );
}
