import { useNavigate } from 'react-router';
import { errorSummary } from '../../core/describe-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useCreateEmptyDashboardMutation } from './api.ts';

/**
 * "+ Dashboard", as Superset's `/dashboard/new/`: an untitled dashboard the user owns is created and opened in edit mode
 * (`/superset/dashboard/{id}/?edit=true`), where charts are dragged onto it.
 */
export function useCreateDashboard(): { run: () => void; isLoading: boolean } {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [create, { isLoading }] = useCreateEmptyDashboardMutation();
  const run = () => {
    create()
      .unwrap()
      .then(
        (id) => navigate(`/superset/dashboard/${id}/?edit=true`),
        (error: unknown) => addDangerToast(`The dashboard could not be created: ${errorSummary(error)}`),
      );
  };
  return { run, isLoading };
}
