import { Button, Group } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { afterNextPaint } from '../../../ui/after-next-paint.ts';
import { allFiltersCleared, pendingApplied } from '../state/data-mask-slice.ts';
import { selectCanApply, selectCanClearAll } from '../state/selectors.ts';

/**
 * Apply filters (once something changed and every required filter has a value) and Clear all. Each takes effect
 * after the click has painted: every chart the filters apply to renders again and queries, which on a large
 * dashboard would otherwise hold the click's next frame for a few hundred milliseconds.
 */
export function BarActions({ compact = false }: { compact?: boolean }) {
  const dispatch = useAppDispatch();
  const canApply = useAppSelector(selectCanApply);
  const canClear = useAppSelector(selectCanClearAll);
  return (
    <Group gap="xs" grow={!compact} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        disabled={!canClear}
        onClick={() => afterNextPaint(() => dispatch(allFiltersCleared()))}
      >
        Clear all
      </Button>
      <Button size="xs" disabled={!canApply} onClick={() => afterNextPaint(() => dispatch(pendingApplied()))}>
        Apply filters
      </Button>
    </Group>
  );
}
