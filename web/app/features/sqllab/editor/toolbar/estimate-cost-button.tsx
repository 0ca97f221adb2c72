import { Alert, Button, Loader, Popover, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { QueryCostEstimate } from '../../types.ts';
import { costTableOf } from './cost-table.ts';

/** Props of {@link EstimateCostButton}. */
export interface EstimateCostButtonProps {
  /** The tab's estimate from the SQL Lab state (`queryCostEstimates[tabId]`), undefined before any. */
  estimate: QueryCostEstimate | undefined;
  /** Asks for an estimate of the selection or the whole SQL (POST /api/v1/sqllab/estimate/). */
  onEstimate: () => void;
  selectedText: string | null;
  disabled?: boolean;
  tooltip?: string;
}

function EstimateBody({ estimate }: { estimate: QueryCostEstimate | undefined }) {
  if (estimate?.error)
    return (
      <Alert color="red" title="Cost estimate failed">
        {estimate.error}
      </Alert>
    );
  if (!estimate?.completed) return <Loader size="sm" aria-label="Estimating" />;
  const table = costTableOf(estimate.cost ?? []);
  if (table.rows.length === 0) return <Text size="sm">No estimate</Text>;
  return (
    <Table withTableBorder fz="xs" aria-label="Cost estimate">
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'Estimate cost' ('Estimate selected query cost' with a selection): asks for the estimate and shows it in a popover. */
export function EstimateCostButton({
  estimate,
  onEstimate,
  selectedText,
  disabled = false,
  tooltip,
}: EstimateCostButtonProps) {
  const [opened, setOpened] = useState(false);
  const ask = () => {
    setOpened(true);
    onEstimate();
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" width={420}>
      <Popover.Target>
        <Tooltip label={tooltip} disabled={!tooltip} withArrow>
          <Button variant="default" size="xs" onClick={ask} disabled={disabled}>
            {selectedText ? 'Estimate selected query cost' : 'Estimate cost'}
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label="Cost estimate">
        <Text fw={600} size="sm" mb="xs">
          Cost estimate
        </Text>
        <EstimateBody estimate={estimate} />
      </Popover.Dropdown>
    </Popover>
  );
}
