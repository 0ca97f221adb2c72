import type { ConfirmDeleteModalProps } from '../../../ui/confirm-delete-modal.tsx';
import { preloadable } from '../../../ui/preloadable.tsx';
import type { ReportModalProps } from '../report-modal/report-modal.tsx';
import type { ReportMenuState } from './use-report-menu.ts';

// The modals (the report's with its schedule picker and crontab check) load when first opened, not with Explore or the dashboard.
const { Component: ReportModal } = preloadable<ReportModalProps>(
  async () => (await import('../report-modal/report-modal.tsx')).ReportModal,
);
const { Component: ConfirmDeleteModal } = preloadable<ConfirmDeleteModalProps>(
  async () => (await import('../../../ui/confirm-delete-modal.tsx')).ConfirmDeleteModal,
);

/**
 * The report modal and the delete confirmation the report entries open. They live outside the menu, which unmounts
 * its entries when it closes.
 */
export function ReportMenuModals({ menu }: { menu: ReportMenuState }) {
  const { target, report } = menu;
  if (target === null) return null;
  return (
    <>
      {menu.modal !== null && (
        <ReportModal
          target={target}
          reportId={menu.modal === 'edit' && report ? report.id : null}
          userEmail={menu.userEmail}
          onClose={menu.closeModal}
        />
      )}
      {menu.deleting && report && (
        <ConfirmDeleteModal
          title="Delete Report?"
          description={`This action will permanently delete ${report.name}.`}
          deleting={menu.deletionRunning}
          onClose={menu.cancelDelete}
          onConfirm={() => void menu.confirmDelete()}
        />
      )}
    </>
  );
}
