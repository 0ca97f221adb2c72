import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { BACKGROUND_TRANSPARENT, BACKGROUND_WHITE } from '../../layout-ops/index.ts';

/** Superset's background styles of rows and columns, as `meta.background` stores them. */
export const BACKGROUND_STYLES = [
  { value: BACKGROUND_TRANSPARENT, label: 'Transparent' },
  { value: BACKGROUND_WHITE, label: 'Solid' },
] as const;

/** The background style a component shows: its own, transparent when it has none (as Superset draws it). */
export const backgroundStyleOf = (background: string | undefined): string =>
  BACKGROUND_STYLES.some((style) => style.value === background) ? (background as string) : BACKGROUND_TRANSPARENT;

/** Props of the background style menu. */
export interface BackgroundStyleMenuProps {
  /** The component's `meta.background`. */
  value: string | undefined;
  /** Called with the chosen style only when it differs, so choosing the current one adds no undo step. */
  onChange: (background: string) => void;
}

/**
 * A row's or column's "Background style" choice in its edit mode hover menu (Superset's BackgroundStyleDropdown):
 * transparent, or solid (the page's surface colour behind its charts).
 */
export function BackgroundStyleMenu({ value, onChange }: BackgroundStyleMenuProps) {
  const current = backgroundStyleOf(value);
  const currentLabel = BACKGROUND_STYLES.find((style) => style.value === current)?.label ?? 'Transparent';
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Background style"
          title={`${currentLabel} background`}
        >
          <IconPalette size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Background style</Menu.Label>
        {BACKGROUND_STYLES.map((style) => (
          <Menu.Item
            key={style.value}
            rightSection={style.value === current ? <IconCheck size={14} aria-label="Selected" /> : null}
            onClick={() => style.value !== current && onChange(style.value)}
          >
            {style.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
