import { useEffect, useRef } from 'react';
import { type ThemeMode, useThemeMode } from '../../core/color-scheme.ts';
import { applyThemeConfig } from '../tenant-theme/index.ts';
import type { HostMethods } from './host-channel.ts';

const MODES: ReadonlySet<unknown> = new Set<ThemeMode>(['default', 'dark', 'system']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The embedded SDK's theme calls, drawing nothing: `setThemeMode` (`default`, `dark` or `system`) switches the
 * dashboard's mode, `setThemeConfig` draws it with the host's theme (its `theme_default`, or a theme config given
 * whole) instead of the tenant's.
 */
export function EmbeddedTheme({ host }: { host: HostMethods }) {
  const [, setMode] = useThemeMode();
  const latestSetMode = useRef(setMode);
  latestSetMode.current = setMode;
  useEffect(() => {
    host.defineMethod('setThemeMode', (args) => {
      const mode = isRecord(args) ? args.mode : undefined;
      if (MODES.has(mode)) latestSetMode.current(mode as ThemeMode);
    });
    host.defineMethod('setThemeConfig', (args) => {
      const config = isRecord(args) ? args.themeConfig : undefined;
      if (!isRecord(config)) return;
      applyThemeConfig(isRecord(config.theme_default) ? config.theme_default : config);
    });
  }, [host]);
  return null;
}
