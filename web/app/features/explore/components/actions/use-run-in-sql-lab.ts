import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';
import { useToasts } from '../../../toasts/index.ts';
import { chartErrorsOf, fetchChartData } from '../../../chart/index.ts';
import { chartDataRequest } from '../../../chart-actions/index.ts';

/** The router state SQL Lab opens a new tab from, as Superset's `requestedQuery`. */
export interface SqlLabRequest {
  requestedQuery: { datasourceKey: string; sql: string };
}

/**
 * Superset's "Run in SQL Lab": asks for the chart's SQL (`result_type: query`) and opens SQL Lab with it and the
 * chart's dataset in the router state.
 */
export function useRunInSqlLab(plugin: ChartPlugin | undefined, formData: FormData): () => void {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  return useCallback(() => {
    if (!plugin) return;
    fetchChartData(chartDataRequest(plugin, formData, { resultType: 'query' }), new AbortController().signal)
      .then((results) => {
        const state: SqlLabRequest = {
          requestedQuery: {
            datasourceKey: formData.datasource,
            sql: results.map((result) => result.query ?? '').join(';\n'),
          },
        };
        void navigate('/sqllab/', { state });
      })
      .catch((error: unknown) =>
        addDangerToast(
          chartErrorsOf(error)
            .map((entry) => entry.message)
            .join('\n'),
        ),
      );
  }, [navigate, addDangerToast, plugin, formData]);
}
