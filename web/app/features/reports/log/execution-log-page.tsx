import { Anchor, Box, Container, Group, LoadingOverlay, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListError, ListFooter, ListLoading, useListUrlState, useStayOnLastPage } from '../../lists/index.ts';
import { useGetReportLogQuery, useGetReportQuery } from '../api.ts';
import type { ListKind } from '../list/list-kind.ts';
import { describeSchedule } from '../schedule/schedule-words.ts';
import { LogHeader, LogRow } from './log-columns.tsx';
import { LOG_LIST_URL, logQuery } from './log-list-state.ts';

/**
 * Superset's ExecutionLog at `/alert/<id>/log/` and `/report/<id>/log/`: the report's name and schedule, then each run
 * with its state, execution id, when it was due, when it started, how long it took, the alert's value and the row it came
 * from, and the error in words; newest first, sortable by its headers, with the sort and page in the URL.
 */
export function ExecutionLogPage({ kind, id }: { kind: ListKind; id: number }) {
  const [state, update] = useListUrlState(LOG_LIST_URL);
  const report = useGetReportQuery(id);
  const log = useGetReportLogQuery({ id, query: logQuery(state) }, { refetchOnMountOrArgChange: true });
  const entries = log.data?.result ?? [];
  const count = log.data?.count ?? 0;
  useStayOnLastPage(log, state, count, update);
  const showValue = kind.type === 'Alert';
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/${kind.path}/list/`} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            Back to all
          </Group>
        </Anchor>
        <div>
          <Title order={1}>{report.data?.name ?? `${kind.type} ${id}`}</Title>
          {report.data && (
            <Text
              c="dimmed"
              size="sm"
            >{`Execution log · ${describeSchedule(report.data.crontab, report.data.timezone)}`}</Text>
          )}
        </div>
        {log.isError && <ListError what="the execution log" error={log.error} onRetry={() => void log.refetch()} />}
        {log.isLoading && <ListLoading label="Loading the execution log…" />}
        {log.data && !log.isError && (
          <Box pos="relative" aria-busy={log.isFetching}>
            <LoadingOverlay visible={log.isFetching} zIndex={10} overlayProps={{ blur: 1 }} />
            {entries.length === 0 ? (
              <EmptyState
                title="No runs yet"
                description={`Each time the ${kind.singular} runs, its outcome is listed here.`}
              />
            ) : (
              <Table.ScrollContainer minWidth={showValue ? 1100 : 900}>
                <Table verticalSpacing="sm" highlightOnHover aria-label="Execution log">
                  <LogHeader
                    showValue={showValue}
                    state={state}
                    onSort={(sortColumn, sortOrder) => update({ sortColumn, sortOrder })}
                  />
                  <Table.Tbody>
                    {entries.map((entry, index) => (
                      <LogRow key={entry.id ?? index} entry={entry} showValue={showValue} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Box>
        )}
        {count > 0 && (
          <ListFooter
            pageIndex={state.pageIndex}
            pageSize={state.pageSize}
            count={count}
            onPage={(pageIndex) => update({ pageIndex })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )}
      </Stack>
    </Container>
  );
}
