import { Menu, Switch } from '@mantine/core';
import { IconCalendarPlus, IconCalendarStats, IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReportMenuState } from './use-report-menu.ts';

/**
 * The email report entries of a chart's or dashboard's "..." menu, in Superset's words: "Set up an email report" when
 * the user has none here, else a "Manage email report" submenu with the "Email reports active" switch, "Edit email
 * report" and "Delete email report". Nothing for users who may not set up reports. `icons` follows the host menu:
 * Explore's entries have icons, the dashboard's do not.
 */
export function ReportMenuItems({ menu, icons = true }: { menu: ReportMenuState; icons?: boolean }) {
  if (!menu.canAddReports) return null;
  const { report } = menu;
  const icon = (Icon: typeof IconEdit) => (icons ? <Icon size={14} /> : undefined);
  if (report === null) {
    return (
      <Menu.Item leftSection={icon(IconCalendarPlus)} onClick={menu.openNew} data-testid="report-set-up">
        Set up an email report
      </Menu.Item>
    );
  }
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={icon(IconCalendarStats)} data-testid="report-manage">
          Manage email report
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Menu.Item
          closeMenuOnClick={false}
          onClick={menu.toggleActive}
          data-report-active={report.active}
          rightSection={<Switch size="xs" checked={report.active} readOnly tabIndex={-1} aria-hidden />}
        >
          Email reports active
        </Menu.Item>
        <Menu.Item leftSection={icon(IconEdit)} onClick={menu.openEdit}>
          Edit email report
        </Menu.Item>
        <Menu.Item leftSection={icon(IconTrash)} color="red" onClick={menu.askDelete}>
          Delete email report
        </Menu.Item>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
