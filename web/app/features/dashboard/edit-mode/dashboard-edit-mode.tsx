import { Box } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { DropResult } from '#shared/dashboard/drop-rules.ts';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { useGetMeQuery } from '../../auth/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { InsertPanel, LayoutDndProvider, useUndoLimitWarning } from '../edit/index.ts';
import { DashboardArea } from '../dashboard-area.tsx';
import { layoutHistoryActions, layoutHistorySelectors } from '../layout-ops/index.ts';
import { EditHeader } from './edit-header.tsx';
import { EditableGrid } from './editable-grid.tsx';
import { OverwriteModal } from './overwrite-modal.tsx';
import type { DashboardSaveBody } from './save-body.ts';
import { UnsavedChangesModal } from './unsaved-changes-modal.tsx';
import { useDashboardSave } from './use-dashboard-save.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

/** What edit mode gets from the dashboard page. */
export interface DashboardEditModeProps {
  dashboardId: number;
  /** The title as last saved. */
  title: string;
  /** Back to view mode: `edit=true` leaves the URL (replacing it). */
  onExit: () => void;
  /** After a save: the page takes the saved title and metadata. */
  onSaved: (body: DashboardSaveBody) => void;
}

/** Superset's builder panel width. */
const PANEL_WIDTH = 374;

/**
 * Superset's dashboard edit mode: the header with the title, undo, redo, Discard and Save; the layout from the
 * dashboardLayout slice with every component draggable, droppable, resizable and deletable; the insert panel on the
 * right; the overwrite confirmation when someone else saved meanwhile; and a guard on leaving with unsaved changes.
 */
export default function DashboardEditMode({ dashboardId, title: savedTitle, onExit, onSaved }: DashboardEditModeProps) {
  const dispatch = useAppDispatch();
  const toasts = useToasts();
  const layout = useAppSelector(layoutHistorySelectors.selectLayout);
  const canUndo = useAppSelector(layoutHistorySelectors.selectCanUndo);
  const canRedo = useAppSelector(layoutHistorySelectors.selectCanRedo);
  const layoutChanged = useAppSelector(layoutHistorySelectors.selectHasUnsavedChanges);
  const historyLimitReached = useAppSelector(layoutHistorySelectors.selectHistoryLimitReached);
  const me = useGetMeQuery();
  const [title, setTitle] = useState(savedTitle);
  const hasUnsavedChanges = layoutChanged || title !== savedTitle;
  const guard = useLeaveGuard(hasUnsavedChanges);
  useUndoLimitWarning(historyLimitReached, toasts.addWarningToast);

  const leave = useCallback(() => {
    guard.release();
    onExit();
  }, [guard, onExit]);
  const afterSave = useCallback(
    (body: DashboardSaveBody) => {
      dispatch(layoutHistoryActions.saved());
      onSaved(body);
      guard.release();
      if (guard.blocker.state === 'blocked') guard.blocker.proceed();
      else onExit();
    },
    [dispatch, onSaved, onExit, guard],
  );
  const { saving, pending, save, confirmOverwrite, cancelOverwrite } = useDashboardSave(dashboardId, afterSave);
  const discard = () => {
    dispatch(layoutHistoryActions.discarded());
    setTitle(savedTitle);
    leave();
  };
  const onDrop = useCallback((drop: DropResult) => dispatch(layoutHistoryActions.componentDropped(drop)), [dispatch]);

  return (
    <LayoutDndProvider layout={layout} onDrop={onDrop} onRefused={toasts.addWarningToast}>
      <EditHeader
        title={title}
        onTitleChange={setTitle}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={() => dispatch(layoutHistoryActions.undo())}
        onRedo={() => dispatch(layoutHistoryActions.redo())}
        onDiscard={discard}
        onSave={() => void save(layout, title)}
        saving={saving}
        hasUnsavedChanges={hasUnsavedChanges}
      />
      <Box style={{ display: 'flex', alignItems: 'flex-start' }} data-testid="dashboard-edit-mode">
        <DashboardArea dashboardId={dashboardId}>
          <Box pl={44} pr="md" pt="md">
            <EditableGrid />
          </Box>
        </DashboardArea>
        <Box
          w={PANEL_WIDTH}
          style={{
            flexShrink: 0,
            position: 'sticky',
            top: 'calc(var(--app-frame-header-height, 0px) + 69px)',
            height: 'calc(100dvh - var(--app-frame-header-height, 0px) - 69px)',
          }}
        >
          <InsertPanel layout={layout} currentUserId={me.data?.id} width={PANEL_WIDTH} />
        </Box>
      </Box>
      {pending && (
        <OverwriteModal
          differences={pending.differences}
          saving={saving}
          onConfirm={() => void confirmOverwrite()}
          onCancel={cancelOverwrite}
        />
      )}
      {guard.blocker.state === 'blocked' && !pending && (
        <UnsavedChangesModal
          saving={saving}
          onSave={() => void save(layout, title)}
          onDiscard={() => {
            dispatch(layoutHistoryActions.discarded());
            guard.release();
            guard.blocker.proceed?.();
          }}
          onCancel={() => guard.blocker.reset?.()}
        />
      )}
    </LayoutDndProvider>
  );
}
