import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/** Props of {@link QueryLimitSelect}. */
export interface QueryLimitSelectProps {
  /** The tab's limit, or null for the default. */
  value: number | null;
  defaultLimit: number;
  /** The largest limit allowed (`SQL_MAX_ROW`). */
  maxRow: number;
  onChange: (limit: number) => void;
}

/** Superset's choices: powers of ten from 10 below `maxRow`, then `maxRow` itself. */
export function limitChoices(maxRow: number): number[] {
  const choices: number[] = [];
  for (let limit = 10; limit < maxRow; limit *= 10) choices.push(limit);
  return [...choices, maxRow];
}

/** `100000` as `100 000`, as Superset's limit dropdown writes numbers. */
export const withSpaces = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The row-limit dropdown of SQL Lab's toolbar ('LIMIT: 1 000'). */
export function QueryLimitSelect({ value, defaultLimit, maxRow, onChange }: QueryLimitSelectProps) {
  const current = Math.min(value ?? defaultLimit, maxRow);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          rightSection={<IconChevronDown size={12} />}
          aria-label={`Row limit ${current}`}
        >
          LIMIT: {withSpaces(current)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {limitChoices(maxRow).map((limit) => (
          <Menu.Item key={limit} onClick={() => onChange(limit)} fw={limit === current ? 600 : undefined}>
            {withSpaces(limit)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
