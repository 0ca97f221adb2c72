import { Center, Loader, Modal } from '@mantine/core';
import { ListError } from '../lists/index.ts';
import { useGetRlsRuleQuery } from './api.ts';
import { RlsRuleForm } from './rls-rule-form.tsx';

/** Props of the rule modal: the id of the rule to edit (null to add one), and how to close it. */
export interface RlsModalProps {
  ruleId: number | null;
  onClose: () => void;
}

/**
 * Superset's RowLevelSecurityModal: "Add Rule", or "Edit Rule" once the whole rule is loaded (its datasets and roles
 * by name), read afresh each time it opens.
 */
export function RlsModal({ ruleId, onClose }: RlsModalProps) {
  const editing = ruleId !== null;
  const loaded = useGetRlsRuleQuery(ruleId ?? 0, { skip: !editing, refetchOnMountOrArgChange: true });
  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit Rule' : 'Add Rule'} size="lg">
      {!editing && <RlsRuleForm rule={null} onClose={onClose} />}
      {editing && loaded.isError && (
        <ListError what="the rule" error={loaded.error} onRetry={() => void loaded.refetch()} />
      )}
      {editing && loaded.isFetching && (
        <Center py="xl">
          <Loader aria-label="Loading the rule" />
        </Center>
      )}
      {editing && loaded.data && !loaded.isFetching && <RlsRuleForm rule={loaded.data} onClose={onClose} />}
    </Modal>
  );
}
