import { ActionIcon, Anchor, Center, Group, Paper, Text, UnstyledButton, rem } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * A chart card's frame, header, title, menu button and loading words are plain elements carrying Mantine's own
 * classes and the variables its components would set: the same DOM, so the same looks and the same hooks for a
 * dashboard's CSS. A Mantine component resolves its theme, props and styles through several nested components on
 * every render, and a dashboard renders fifty cards a few times each while it opens (42 components per card before,
 * 17 now; counted by tests/e2e/dashboard-render-budget.test.ts).
 */

/** Mantine's Paper with `radius={4} p="sm" h={height} display="flex"`, laid out as a column. */
export const CARD_CLASS = `${Paper.classes.root} mantine-Paper-root`;
export const cardStyle = (height: number) =>
  ({
    '--paper-radius': rem(4),
    flexDirection: 'column',
    padding: 'var(--mantine-spacing-sm)',
    height: rem(height),
    display: 'flex',
  }) as CSSProperties;

/** Mantine's Group: the header (`justify="space-between" wrap="nowrap" gap="xs" mb={4}`) and its controls (`gap={4} wrap="nowrap"`). */
export const GROUP_CLASS = `${Group.classes.root} mantine-Group-root`;
export const HEADER_STYLE = {
  '--group-gap': 'var(--mantine-spacing-xs)',
  '--group-align': 'center',
  '--group-justify': 'space-between',
  '--group-wrap': 'nowrap',
  marginBottom: rem(4),
} as CSSProperties;
export const CONTROLS_STYLE = {
  '--group-gap': rem(4),
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;

/** Mantine's Anchor with `fw={600} size="md" truncate="end" underline="hover"` in the text's colour (the attributes go with it). */
export const TITLE_CLASS = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`;
export const TITLE_ATTRIBUTES = { 'data-size': 'md', 'data-truncate': 'end', 'data-underline': 'hover' } as const;
export const TITLE_STYLE = {
  '--text-fz': 'var(--mantine-font-size-md)',
  '--text-lh': 'var(--mantine-line-height-md)',
  color: 'var(--mantine-color-text)',
  fontWeight: 600,
} as CSSProperties;

/** Mantine's ActionIcon with `variant="subtle" color="gray"` (the attribute goes with it), and its icon's box. */
export const ICON_BUTTON_CLASS = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
export const ICON_BUTTON_STYLE = {
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': `${rem(1)} solid transparent`,
} as CSSProperties;
export const ICON_CLASS = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

/** Mantine's Center with `h="100%"`, and its Text with `size="sm" c="dimmed"` (`data-size="sm"` goes with it). */
export const CENTER_CLASS = `${Center.classes.root} mantine-Center-root`;
export const FULL_HEIGHT = { height: '100%' } as const;
export const SMALL_TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
export const DIMMED_SMALL_TEXT_STYLE = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
  color: 'var(--mantine-color-dimmed)',
} as CSSProperties;
