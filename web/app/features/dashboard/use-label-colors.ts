import { useEffect, useState } from 'react';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import { loadLabelColors } from '../../plugins/registry.ts';
import type { ChartPropsInput } from '../../plugins/types.ts';
import { dashboardColorFor } from './dashboard-colors.ts';

/** The dashboard's label -> colour map, made once the palettes have loaded (alongside the first chart plugins). */
export function useLabelColors(metadata: DashboardMetadata): ChartPropsInput['colorFor'] | null {
  const [colorFor, setColorFor] = useState<ChartPropsInput['colorFor'] | null>(null);
  useEffect(() => {
    let current = true;
    loadLabelColors().then((create) => current && setColorFor(() => dashboardColorFor(create(), metadata)));
    return () => {
      current = false;
    };
  }, [metadata]);
  return colorFor;
}
