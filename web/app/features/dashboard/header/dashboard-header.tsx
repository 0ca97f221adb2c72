import { guestSession } from '../../../core/http/token-store.ts';
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { visibleActiveTabs } from '../active-tabs.ts';
import type { DashboardModel } from '../load-dashboard.ts';
import type { DashboardPermissions } from '../permissions.ts';
import type { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { DashboardMenu } from './dashboard-menu.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { CertifiedBadge, HeaderMeta } from './header-meta.tsx';
import { PublishedToggle } from './published-toggle.tsx';
import { useShareActions } from './use-share.ts';
import { useCanSaveDashboardAs } from './use-can-save-as.ts';
import { ReportMenuScope, type ReportMenuState } from '../../reports/index.ts';

const HeaderModals = lazy(() => import('./header-modals.tsx'));
/** "Embed dashboard" in a chunk of its own: only owners who may embed open it. */
const DashboardEmbedModal = lazy(() => import('../embed/dashboard-embed-modal.tsx'));

/** The modals the menu opens. */
export type HeaderModal = 'properties' | 'css' | 'refresh-interval' | 'save-as' | 'embed';

/** What the header shows and changes. */
export interface DashboardHeaderProps {
  model: DashboardModel;
  permissions: DashboardPermissions;
  refresh: ReturnType<typeof useDashboardRefresh>;
  activeTabs: Readonly<Record<string, string>>;
  css: string;
  onCssChange: (css: string) => void;
  /** Present when edit mode is available: "Edit dashboard" calls it. */
  onEdit?: () => void;
  /** After the properties modal saved: the page takes the new title and metadata. */
  onPropertiesSaved: (fields: { dashboard_title?: string | null; json_metadata?: string | null }) => void;
}

/** Superset's dashboard header: title, favourite, published state, certification, owners, modified, Edit and the menu. */
export function DashboardHeader({
  model,
  permissions,
  refresh,
  activeTabs,
  css,
  onCssChange,
  onEdit,
  onPropertiesSaved,
}: DashboardHeaderProps) {
  const { dashboard, layout } = model;
  const guest = guestSession.isActive();
  const [title, setTitle] = useState(dashboard.dashboard_title || '[ untitled dashboard ]');
  const [modal, setModal] = useState<HeaderModal | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const fullscreen = search.get('standalone') === '1' || search.get('standalone') === 'true';
  const currentTabs = useCallback(() => visibleActiveTabs(layout, activeTabs), [layout, activeTabs]);
  const shareTarget = useMemo(() => ({ kind: 'dashboard' as const, title }), [title]);
  const share = useShareActions(dashboard.id, shareTarget, currentTabs);
  const canSaveAs = useCanSaveDashboardAs();
  // Superset's full screen is the same URL with `standalone=1`: the navigation goes, the dashboard stays.
  const toggleFullscreen = () => {
    if (fullscreen) search.delete('standalone');
    else search.set('standalone', '1');
    void navigate({ pathname: location.pathname, search: search.toString() });
  };
  const dashboardMenu = (reportMenu: ReportMenuState | null) => (
    <DashboardMenu
      title={title}
      canEdit={permissions.canEdit}
      canShare={permissions.canShareDashboard}
      canSaveAs={canSaveAs}
      canEmbed={permissions.canSetEmbedded}
      fullscreen={fullscreen}
      onRefresh={refresh.refreshAll}
      onToggleFullscreen={toggleFullscreen}
      onCopyPermalink={share.copyPermalink}
      onEmailPermalink={share.emailPermalink}
      onOpen={setModal}
      reportMenu={reportMenu}
    />
  );
  return (
    // The header stays in view while the grid scrolls, as Superset's does.
    <Box
      bg="var(--mantine-color-body)"
      px="md"
      py="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        position: 'sticky',
        top: 'var(--app-frame-header-height, 0px)',
        zIndex: 90,
      }}
      data-testid="dashboard-header"
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={1} fz={21} fw={600} lineClamp={1} data-testid="dashboard-title">
              {title}
            </Title>
            <CertifiedBadge certifiedBy={dashboard.certified_by} details={dashboard.certification_details} />
            {/* A guest of an embedded dashboard keeps no favourites and schedules no reports. */}
            {!guest && <FavoriteStar dashboardId={dashboard.id} />}
            <PublishedToggle dashboardId={dashboard.id} published={dashboard.published} canEdit={permissions.canEdit} />
          </Group>
          <HeaderMeta dashboard={dashboard} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {permissions.canEdit && onEdit && <Button onClick={onEdit}>Edit dashboard</Button>}
          {guest ? (
            dashboardMenu(null)
          ) : (
            <ReportMenuScope target={{ kind: 'dashboard', id: dashboard.id, name: title }}>
              {dashboardMenu}
            </ReportMenuScope>
          )}
        </Group>
      </Group>
      {modal === 'embed' && (
        <Suspense fallback={null}>
          <DashboardEmbedModal dashboardId={dashboard.id} onClose={() => setModal(null)} />
        </Suspense>
      )}
      {modal && modal !== 'embed' && (
        <Suspense fallback={null}>
          <HeaderModals
            modal={modal}
            model={model}
            title={title}
            css={css}
            intervalSeconds={refresh.intervalSeconds}
            onClose={() => setModal(null)}
            onCssSaved={onCssChange}
            onIntervalChange={refresh.setIntervalSeconds}
            onPropertiesSaved={(body) => {
              setTitle(body.dashboard_title || '[ untitled dashboard ]');
              onPropertiesSaved(body);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
