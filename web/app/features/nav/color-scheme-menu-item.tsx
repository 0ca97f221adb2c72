import { Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Switches between the light and dark colour schemes. Mantine's colour scheme manager keeps the choice in
 * localStorage, and the document's ColorSchemeScript applies it before the first paint of the next visit.
 */
export function ColorSchemeMenuItem() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  const Icon = next === 'dark' ? IconMoon : IconSun;
  return (
    <Menu.Item
      leftSection={<Icon size={16} aria-hidden />}
      closeMenuOnClick={false}
      onClick={() => setColorScheme(next)}
    >
      {next === 'dark' ? 'Dark theme' : 'Light theme'}
    </Menu.Item>
  );
}
