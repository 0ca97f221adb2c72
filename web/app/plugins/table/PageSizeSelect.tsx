import { Group, NativeSelect, Text } from '@mantine/core';

/** Superset's page sizes of a paginated table; 0 is "All" (client pagination only). */
export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;

/**
 * The sizes offered, as Superset's table offers them: under server pagination those not above the row count, in the
 * browser those up to twice the rows at hand plus "All"; the current size is always among them.
 */
export function pageSizeChoices(current: number, rowCount: number, server: boolean): number[] {
  const sizes = PAGE_SIZES.filter((size) => (server ? size <= rowCount : size <= 2 * rowCount));
  const withCurrent =
    current > 0 && !sizes.some((size) => size === current) ? [...sizes, current].sort((a, b) => a - b) : [...sizes];
  return server ? withCurrent : [0, ...withCurrent];
}

interface PageSizeSelectProps {
  value: number;
  choices: readonly number[];
  onChange: (size: number) => void;
}

/** "Show [n] entries per page", left of the search box. */
export function PageSizeSelect({ value, choices, onChange }: PageSizeSelectProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">Show</Text>
      <NativeSelect
        size="xs"
        aria-label="Entries per page"
        value={String(value)}
        data={choices.map((size) => ({ value: String(size), label: size === 0 ? 'All' : String(size) }))}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <Text size="sm">entries per page</Text>
    </Group>
  );
}
