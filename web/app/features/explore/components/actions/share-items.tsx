import { Menu } from '@mantine/core';
import { IconCode, IconLink, IconMail, IconShare } from '@tabler/icons-react';
import type { FormData } from '../../../../plugins/types.ts';
import { useToasts } from '../../../toasts/index.ts';
import { PERMALINK_ERROR, shareByEmailHref, usePermalink } from './use-permalink.ts';

/** What the Share submenu needs. */
export interface ShareItemsProps {
  formData: FormData;
  chartName: string;
  onEmbed: () => void;
}

/**
 * Superset's Share submenu: "Copy permalink to clipboard" (a permalink of the chart as it is now), "Embed code"
 * (an iframe of it, in a modal) and "Share chart by email" (a mail with the permalink).
 */
export function ShareItems({ formData, chartName, onEmbed }: ShareItemsProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const permalink = usePermalink(formData);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await permalink());
      addSuccessToast('Copied to clipboard!');
    } catch {
      addDangerToast(PERMALINK_ERROR);
    }
  };
  const email = async () => {
    try {
      window.location.href = shareByEmailHref(chartName, await permalink());
    } catch {
      addDangerToast(PERMALINK_ERROR);
    }
  };
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconShare size={14} />} data-testid="explore-share-menu">
          Share
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Menu.Item
          leftSection={<IconLink size={14} />}
          onClick={() => void copy()}
          data-testid="explore-share-permalink"
        >
          Copy permalink to clipboard
        </Menu.Item>
        <Menu.Item leftSection={<IconCode size={14} />} onClick={onEmbed} data-testid="explore-share-embed">
          Embed code
        </Menu.Item>
        <Menu.Item leftSection={<IconMail size={14} />} onClick={() => void email()} data-testid="explore-share-email">
          Share chart by email
        </Menu.Item>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
