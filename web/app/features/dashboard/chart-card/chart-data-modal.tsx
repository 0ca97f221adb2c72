import { Code, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadChartPlugin } from '../../../plugins/registry.ts';
import type { ChartDataResult, FormData } from '../../../plugins/types.ts';
import { ChartErrors, chartErrorsOf, fetchChartData, type ChartError } from '../../chart/index.ts';

/** Rows "View as table" shows at most; the download gives the whole result. */
const TABLE_ROW_LIMIT = 1000;

type Answer = { status: 'loading' } | { status: 'failed'; errors: ChartError[] } | { status: 'done'; results: ChartDataResult[] };

function ResultsTable({ result }: { result: ChartDataResult }) {
  return (
    <Table striped withTableBorder fz="xs">
      <Table.Thead>
        <Table.Tr>{result.colnames.map((name) => <Table.Th key={name}>{name}</Table.Th>)}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.data.slice(0, TABLE_ROW_LIMIT).map((row, index) => (
          <Table.Tr key={index}>{result.colnames.map((name) => <Table.Td key={name}>{String(row[name] ?? '')}</Table.Td>)}</Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "View query" (the SQL of each query) or "View as table" (the results) of a dashboard chart, asked of the server. */
export default function ChartDataModal({ kind, title, formData, onClose }: { kind: 'query' | 'results'; title: string; formData: FormData; onClose: () => void }) {
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadChartPlugin(formData.viz_type)
      .then((plugin) => fetchChartData({ ...plugin.buildQuery(formData), result_type: kind }, controller.signal))
      .then(
        (results) => setAnswer({ status: 'done', results }),
        (error: unknown) => !controller.signal.aborted && setAnswer({ status: 'failed', errors: chartErrorsOf(error) }),
      );
    return () => controller.abort();
  }, [formData, kind]);
  return (
    <Modal opened onClose={onClose} title={kind === 'query' ? 'Query' : title} size="xl">
      {answer.status === 'loading' && <Loader size="sm" aria-label="Loading" />}
      {answer.status === 'failed' && <ChartErrors errors={answer.errors} stopped={false} testId="dashboard-chart-data-error" />}
      {answer.status === 'done' &&
        answer.results.map((result, index) =>
          kind === 'query' ? (
            <Code key={index} block mb="sm">{result.query ?? ''}</Code>
          ) : (
            <ScrollArea key={index} h={480} mb="sm">
              <Text size="xs" c="dimmed" mb={4}>{`${result.rowcount} rows`}</Text>
              <ResultsTable result={result} />
            </ScrollArea>
          ),
        )}
    </Modal>
  );
}
