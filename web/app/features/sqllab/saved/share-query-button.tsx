import { Button, Tooltip } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { SqlLabPermalinkState } from '#shared/sqllab/tab-state.ts';
import { useToasts } from '../../toasts/index.ts';
import { useCreateSqlLabPermalinkMutation } from './api.ts';

/** Props of the share button: the tab's query as Superset's SqlLabPermalinkSchema names it. */
export interface ShareQueryButtonProps {
  query: SqlLabPermalinkState;
  disabled?: boolean;
}

/** The link a permalink key opens: `<origin>/sqllab/p/<key>/`. */
export const sqlLabPermalinkUrl = (key: string, origin = window.location.origin): string =>
  `${origin}/sqllab/p/${encodeURIComponent(key)}/`;

/**
 * Superset's ShareSqlLabQuery: stores the tab's query as a permalink (POST /api/v1/sqllab/permalink) and copies its
 * link, toasting "Link Copied!" or what went wrong.
 */
export function ShareQueryButton({ query, disabled = false }: ShareQueryButtonProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [createPermalink, creating] = useCreateSqlLabPermalinkMutation();

  const share = async () => {
    let key: string;
    try {
      key = await createPermalink(query).unwrap();
    } catch {
      addDangerToast('There was an error with your request');
      return;
    }
    try {
      await navigator.clipboard.writeText(sqlLabPermalinkUrl(key));
      addSuccessToast('Link Copied!');
    } catch {
      addDangerToast('Sorry, your browser does not support copying.');
    }
  };

  return (
    <Tooltip label="Copy query link to your clipboard">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLink size={14} aria-hidden />}
        loading={creating.isLoading}
        disabled={disabled}
        onClick={() => void share()}
      >
        Copy link
      </Button>
    </Tooltip>
  );
}
