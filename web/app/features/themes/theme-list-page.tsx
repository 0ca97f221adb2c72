import { ActionIcon, Badge, Button, Container, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconPalette, IconPencil, IconPlus, IconSun, IconSunOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ThemeListItem } from '#shared/api/theme.ts';
import { parseThemeConfig } from '#shared/api/theme-config.ts';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal.tsx';
import { ListEmpty, ListError, ListLoading } from '../lists/index.ts';
import { reloadTenantTheme } from '../tenant-theme/index.ts';
import { useGetThemesQuery } from './api.ts';
import { ThemeModal } from './theme-modal.tsx';
import { useCanWriteThemes, useThemeActions } from './use-theme-actions.ts';

/** The theme in the modal: `null` while adding one, the theme while editing; undefined while the modal is closed. */
type Editing = ThemeListItem | null | undefined;

/** A theme's brand colour as a swatch beside its name (none when the theme keeps Skyset's). */
function Swatch({ theme }: { theme: ThemeListItem }) {
  const color = parseThemeConfig(theme.json_data).token?.colorPrimary;
  if (typeof color !== 'string') return null;
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: color, flexShrink: 0 }}
    />
  );
}

/** One theme's row: name, system default mark, last change, and for writers its actions. */
function ThemeRow({
  theme,
  canWrite,
  onEdit,
  actions,
}: {
  theme: ThemeListItem;
  canWrite: boolean;
  onEdit: () => void;
  actions: ReturnType<typeof useThemeActions>;
}) {
  const defaultLabel = theme.is_system_default ? 'Remove as system default' : 'Set as system default';
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Swatch theme={theme} />
          <Text size="sm" fw={500}>
            {theme.theme_name}
          </Text>
          {theme.is_system_default && (
            <Badge size="sm" variant="light" leftSection={<IconSun size={12} aria-hidden />}>
              System default
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {theme.changed_on_delta_humanized}
          {theme.changed_by_name ? ` by ${theme.changed_by_name}` : ''}
        </Text>
      </Table.Td>
      {canWrite && (
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Tooltip label={defaultLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={defaultLabel}
                onClick={() => actions.toggleDefault(theme)}
              >
                {theme.is_system_default ? <IconSunOff size={16} /> : <IconSun size={16} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${theme.theme_name}`} onClick={onEdit}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Delete ${theme.theme_name}`}
                onClick={() => actions.askDelete(theme)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * Superset 6's Settings > Themes: the workspace's themes, which one every page and embedded dashboard draws with (the
 * system default, set with the sun), and for writers add, edit and delete. Saving the system default theme applies it
 * to this page at once.
 */
export function ThemeListPage() {
  const list = useGetThemesQuery(undefined, { refetchOnMountOrArgChange: true });
  const canWrite = useCanWriteThemes();
  const actions = useThemeActions();
  const [editing, setEditing] = useState<Editing>(undefined);
  const themes = list.data ?? [];
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
      Theme
    </Button>
  );
  const saved = () => {
    if (editing?.is_system_default) void reloadTenantTheme();
    setEditing(undefined);
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Themes</Title>
          {canWrite && addButton}
        </Group>
        {list.isError && <ListError what="themes" error={list.error} onRetry={() => void list.refetch()} />}
        {list.isLoading && <ListLoading label="Loading themes…" />}
        {list.isSuccess && themes.length === 0 && (
          <ListEmpty
            filtered={false}
            onClearFilters={() => undefined}
            icon={<IconPalette size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />}
            title="No themes yet"
            description="A theme gives every page your brand colour, logo, name and font once it is the system default."
            action={canWrite ? addButton : undefined}
          />
        )}
        {themes.length > 0 && (
          <Table verticalSpacing="sm" highlightOnHover aria-label="Themes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Last modified</Table.Th>
                {canWrite && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {themes.map((theme) => (
                <ThemeRow
                  key={theme.id}
                  theme={theme}
                  canWrite={canWrite}
                  onEdit={() => setEditing(theme)}
                  actions={actions}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing !== undefined && <ThemeModal theme={editing} onSaved={saved} onClose={() => setEditing(undefined)} />}
      {actions.deleting && (
        <ConfirmDeleteModal
          title="Please confirm"
          description={`Are you sure you want to delete ${actions.deleting.theme_name}?`}
          deleting={actions.deletePending}
          onClose={actions.cancelDelete}
          onConfirm={actions.confirmDelete}
        />
      )}
    </Container>
  );
}
