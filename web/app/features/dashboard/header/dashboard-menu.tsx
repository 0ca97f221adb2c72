import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { ReportMenuItems, type ReportMenuState } from '../../reports/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { downloadDashboardImage, downloadDashboardPdf, exportStem } from './dashboard-export.ts';

/** What the dashboard's "..." menu acts on. */
export interface DashboardMenuProps {
  title: string;
  canEdit: boolean;
  /** `can_share_dashboard`: the Share entries. */
  canShare: boolean;
  /** "Save as" a copy: `can_write` on Dashboard, owner or not. */
  canSaveAs: boolean;
  /** "Embed dashboard": `can_set_embedded` on Dashboard, and an owner or an admin. */
  canEmbed: boolean;
  fullscreen: boolean;
  onRefresh: () => void;
  onToggleFullscreen: () => void;
  onCopyPermalink: () => void;
  onEmailPermalink: () => void;
  onOpen: (modal: 'properties' | 'css' | 'refresh-interval' | 'save-as' | 'embed') => void;
  /** The email report entries' state (Superset's HeaderReportDropdown). */
  /** Null until the report entries' code is in. */
  reportMenu: ReportMenuState | null;
}

/** The element a dashboard picture shows: the layout below the header. */
const gridElement = () => document.querySelector<HTMLElement>('[data-testid="dashboard-grid"]');

/** Superset's dashboard actions menu in view mode (HeaderActionsDropdown), in its order and words. */
export function DashboardMenu({
  title,
  canEdit,
  canShare,
  canSaveAs,
  canEmbed,
  fullscreen,
  onRefresh,
  onToggleFullscreen,
  onCopyPermalink,
  onEmailPermalink,
  onOpen,
  reportMenu,
}: DashboardMenuProps) {
  const { addDangerToast } = useToasts();
  const download = (kind: 'png' | 'pdf') => {
    const element = gridElement();
    if (!element) return;
    const run = kind === 'png' ? downloadDashboardImage : downloadDashboardPdf;
    run(element, exportStem(title)).catch(() => addDangerToast('Sorry, something went wrong. Try again later.'));
  };
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Menu actions trigger" data-testid="dashboard-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRefresh}>Refresh dashboard</Menu.Item>
        <Menu.Item onClick={onToggleFullscreen}>{fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}</Menu.Item>
        <Menu.Divider />
        {canEdit && <Menu.Item onClick={() => onOpen('properties')}>Edit properties</Menu.Item>}
        {canEdit && <Menu.Item onClick={() => onOpen('css')}>Edit CSS</Menu.Item>}
        {canEdit && <Menu.Divider />}
        {canSaveAs && (
          <>
            <Menu.Item onClick={() => onOpen('save-as')} data-testid="dashboard-menu-save-as">
              Save as
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Label>Download</Menu.Label>
        <Menu.Item onClick={() => download('pdf')}>Export to PDF</Menu.Item>
        <Menu.Item onClick={() => download('png')}>Download as Image</Menu.Item>
        {canShare && (
          <>
            <Menu.Divider />
            <Menu.Label>Share</Menu.Label>
            <Menu.Item onClick={onCopyPermalink}>Copy permalink to clipboard</Menu.Item>
            <Menu.Item onClick={onEmailPermalink}>Share permalink by email</Menu.Item>
          </>
        )}
        {canEmbed && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => onOpen('embed')} data-testid="dashboard-menu-embed">
              Embed dashboard
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        {reportMenu?.canAddReports && (
          <>
            <ReportMenuItems menu={reportMenu} icons={false} />
            <Menu.Divider />
          </>
        )}
        <Menu.Item onClick={() => onOpen('refresh-interval')}>Set auto-refresh interval</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
