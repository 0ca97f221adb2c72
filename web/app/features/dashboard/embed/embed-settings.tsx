import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { EmbeddedDashboard } from '#shared/api/dashboard-embedded.ts';
import { EMBED_ORIGIN_EXAMPLE } from '#shared/dashboard/embed-origin.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { checkDomains, domainsChanged, joinDomains } from './allowed-domains.ts';
import { DeactivateEmbeddingModal } from './deactivate-embedding-modal.tsx';
import { EmbedId } from './embed-id.tsx';
import { useEmbedActions } from './use-embed-actions.ts';

/** Where Superset sends readers for the SDK that embeds a dashboard. */
const SDK_DOCS_URL = 'https://www.npmjs.com/package/@superset-ui/embedded-sdk';

/** Props of {@link EmbedSettings}. */
export interface EmbedSettingsProps {
  dashboardId: number;
  /** The dashboard's embedding; null when it is not embedded. */
  embedded: EmbeddedDashboard | null;
  /** After the embedding was removed: Superset closes the modal. */
  onDeactivated: () => void;
}

/**
 * Superset's embed controls: what to do (or the id to pass to the SDK), the allowed domains, and "Enable embedding"
 * or "Deactivate" and "Save changes". Every entry must be an origin, refused here before the server would.
 */
export function EmbedSettings({ dashboardId, embedded, onDeactivated }: EmbedSettingsProps) {
  const [text, setText] = useState(() => joinDomains(embedded?.allowed_domains ?? []));
  const [fieldError, setFieldError] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const actions = useEmbedActions(dashboardId);
  const busy = actions.saving || actions.deactivating;
  const submit = async () => {
    const checked = checkDomains(text);
    if (!checked.ok) return setFieldError(checked.problems);
    const saved = await actions.save(checked.domains);
    if (saved) setText(joinDomains(saved.allowed_domains));
  };
  const deactivate = async () => {
    const removed = await actions.deactivate();
    setConfirming(false);
    if (removed) onDeactivated();
  };
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {embedded ? (
            <EmbedId uuid={embedded.uuid} />
          ) : (
            <Text size="sm">Configure this dashboard to embed it into an external web application.</Text>
          )}
          <Text size="sm">
            For further instructions, consult the{' '}
            <Anchor href={SDK_DOCS_URL} target="_blank" rel="noreferrer">
              Superset Embedded SDK documentation.
            </Anchor>
          </Text>
          <Title order={3} fz="md" mt="xs">
            Settings
          </Title>
          <TextInput
            label="Allowed Domains (comma separated)"
            description="A list of domain names that can embed this dashboard. Leaving this field empty will allow embedding from any domain."
            placeholder={EMBED_ORIGIN_EXAMPLE}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setFieldError(null);
            }}
            error={// One line per refused entry (Mantine draws the error as a paragraph).
            fieldError?.map((problem) => (
              <span key={problem} style={{ display: 'block' }}>
                {problem}
              </span>
            ))}
            data-autofocus
            data-testid="dashboard-embed-domains"
          />
          {actions.error && <ErrorAlert title={actions.error.title} message={actions.error.message} />}
          <Group justify="flex-end" gap="sm">
            {embedded ? (
              <>
                <Button variant="default" onClick={() => setConfirming(true)} disabled={busy}>
                  Deactivate
                </Button>
                <Button
                  type="submit"
                  loading={actions.saving}
                  disabled={!domainsChanged(text, embedded.allowed_domains)}
                >
                  Save changes
                </Button>
              </>
            ) : (
              <Button type="submit" loading={actions.saving}>
                Enable embedding
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {confirming && (
        <DeactivateEmbeddingModal
          deactivating={actions.deactivating}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void deactivate()}
        />
      )}
    </>
  );
}
