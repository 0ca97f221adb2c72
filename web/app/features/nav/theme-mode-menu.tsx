import { Menu } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { type ThemeMode, useThemeMode } from '../../core/color-scheme.ts';

/** Superset 6's theme choices, in its order and words. */
const THEME_MODES: readonly { mode: ThemeMode; label: string; Icon: typeof IconSun }[] = [
  { mode: 'default', label: 'Light', Icon: IconSun },
  { mode: 'dark', label: 'Dark', Icon: IconMoon },
  { mode: 'system', label: 'Match system', Icon: IconDeviceDesktop },
];

/**
 * The user menu's Theme group (Superset's theme sub-menu): light, dark, or the operating system's, the current one
 * checked. The choice is kept in this browser and applies at once, charts and editors included.
 */
export function ThemeModeMenu() {
  const [current, setMode] = useThemeMode();
  return (
    <>
      <Menu.Label>Theme</Menu.Label>
      {THEME_MODES.map(({ mode, label, Icon }) => (
        <Menu.Item
          key={mode}
          // Mantine's items are menuitems whatever their role prop says: the current one says so with aria-current.
          aria-current={mode === current ? 'true' : undefined}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={mode === current ? <IconCheck size={14} aria-hidden /> : null}
          onClick={() => setMode(mode)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
