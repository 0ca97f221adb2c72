import { Menu, Switch } from '@mantine/core';
import { IconCalendarPlus, IconCalendarStats, IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReportMenuState } from './use-report-menu.ts';

/**
 * The email report entries of a chart's or dashboard's "..." menu, in Superset's words: "Set up an email report" when
 * the user has none here, else a "Manage email report" submenu with the "Email reports active" switch, "Edit email
 * report" and "Delete email report". Nothing for users who may not set up reports.
 */
export function ReportMenuItems({ menu }: { menu: ReportMenuState }) {
  if (!menu.canAddReports) return null;
  const { report } = menu;
  if (report === null) {
    return (
      <Menu.Item leftSection={<IconCalendarPlus size={14} />} onClick={menu.openNew} data-testid="report-set-up">
        Set up an email report
      </Menu.Item>
    );
  }
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconCalendarStats size={14} />} data-testid="report-manage">
          Manage email report
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Menu.Item closeMenuOnClick={false} onClick={menu.toggleActive} data-report-active={report.active}
          rightSection={<Switch size="xs" checked={report.active} readOnly tabIndex={-1} aria-hidden />}>
          Email reports active
        </Menu.Item>
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={menu.openEdit}>
          Edit email report
        </Menu.Item>
        <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={menu.askDelete}>
          Delete email report
        </Menu.Item>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
