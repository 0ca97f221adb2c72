import { Button, Center, Code, Group, Loader, Modal, ScrollArea } from '@mantine/core';
import { useEffect } from 'react';
import type { ChartDataResult, ChartPlugin, FormData } from '../../../plugins/types.ts';
import { ResultView } from '../results/result-view.tsx';
import { useToasts } from '../../toasts/index.ts';
import { useChartDataResult } from '../results/use-chart-data-result.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { loadSqlFormatter, useFormattedSql } from './formatted-sql.ts';

/** The SQL of every query of an answer, as one script of statements. */
export const statementsOf = (results: readonly ChartDataResult[]): string =>
  results
    .map((result) =>
      String(result.query ?? '')
        .trim()
        .replace(/;$/, ''),
    )
    .filter((sql) => sql !== '')
    .join(';\n\n');

/** What the query modals show: the chart's query, asked for while opened. */
export interface QueryModalProps {
  opened: boolean;
  onClose: () => void;
  plugin: ChartPlugin;
  formData: FormData;
}

/**
 * "View query": the chart's SQL (`result_type: query`), formatted, with a copy button. The formatter loads while the
 * query is asked for, so opening the modal waits for whichever comes last.
 */
export function ViewQueryModal({ opened, onClose, plugin, formData }: QueryModalProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const state = useChartDataResult(plugin, formData, 'query', opened);
  useEffect(() => {
    if (opened) loadSqlFormatter().catch(() => undefined);
  }, [opened]);
  // A chart of two queries (mixed time series) shows both, one statement after the other, as Superset lists them.
  const sql = useFormattedSql(state.status === 'done' ? statementsOf(state.results) : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title="View query" size="xl" data-testid="explore-view-query-modal">
      {state.status === 'failed' && <ErrorAlert message={state.message} />}
      {state.status !== 'failed' && sql === undefined && (
        <Center h={120}>
          <Loader size="sm" aria-label="Loading query" />
        </Center>
      )}
      {sql !== undefined && (
        <>
          <ScrollArea.Autosize mah={480}>
            <Code block>{sql}</Code>
          </ScrollArea.Autosize>
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() =>
                void navigator.clipboard.writeText(sql).then(
                  () => addSuccessToast('Copied to clipboard!'),
                  () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
                )
              }
            >
              Copy
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

/** "View query results": the rows of the chart's query before post-processing (`result_type: results`). */
export function ViewResultsModal({ opened, onClose, plugin, formData }: QueryModalProps) {
  const state = useChartDataResult(plugin, formData, 'results', opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="View query results"
      size="xl"
      data-testid="explore-view-results-modal"
    >
      <ResultView state={state} height={420} />
    </Modal>
  );
}
