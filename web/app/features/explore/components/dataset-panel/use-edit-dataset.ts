import { useState } from 'react';
import { ExploreDatasource } from '#shared/api/explore.ts';
import { useAppDispatch } from '../../../../core/store.ts';
import { useCanEditDataset } from '../../../auth/index.ts';
import type { DatasetDetail } from '../../../datasets/index.ts';
import { useToasts } from '../../../toasts/index.ts';
import { datasourceUpdated } from '../../state/index.ts';

/**
 * "Edit dataset" of Explore's dataset menu: whether the user may (owners and Admins), the editor's open state, and
 * the saved dataset put in place of Explore's, so the panel shows new metrics and columns without a reload.
 */
export function useEditDataset(datasource: ExploreDatasource) {
  const dispatch = useAppDispatch();
  const { addDangerToast } = useToasts();
  const mayEdit = useCanEditDataset()(datasource.owners.map((owner) => owner.id));
  const [editing, setEditing] = useState(false);
  const onSaved = (dataset: DatasetDetail) => {
    // The dataset answer is Superset's datasource payload less its `type`; what Explore had stays for fields it lacks.
    const next = ExploreDatasource.safeParse({ ...datasource, ...dataset, type: 'table' });
    if (next.success) dispatch(datasourceUpdated(next.data));
    else addDangerToast('The dataset was saved; reload the page to see its changes here.');
  };
  return { mayEdit, editing, open: () => setEditing(true), close: () => setEditing(false), onSaved };
}
