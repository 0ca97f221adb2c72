import { Center, Loader, Modal } from '@mantine/core';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { dashboardEmbedApi } from './api.ts';
import { EmbedSettings } from './embed-settings.tsx';

/**
 * Superset's DashboardEmbedModal ("Embed dashboard" in the dashboard's menu), in a chunk of its own: the dashboard's
 * embedding is read when it opens, a spinner showing meanwhile.
 */
export default function DashboardEmbedModal({ dashboardId, onClose }: { dashboardId: number; onClose: () => void }) {
  const embedded = dashboardEmbedApi.useDashboardEmbeddedQuery(dashboardId);
  return (
    <Modal opened onClose={onClose} title="Embed" size="lg" data-testid="dashboard-embed-modal">
      {embedded.isLoading ? (
        <Center py="xl">
          <Loader size="md" aria-label="Loading" data-testid="dashboard-embed-loading" />
        </Center>
      ) : embedded.isError ? (
        <ErrorAlert
          title="Sorry, something went wrong. Please try again."
          message={
            'messages' in embedded.error ? embedded.error.messages.join('\n') : 'The embedding could not be read.'
          }
        />
      ) : (
        <EmbedSettings dashboardId={dashboardId} embedded={embedded.data ?? null} onDeactivated={onClose} />
      )}
    </Modal>
  );
}
