import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormData } from '../../../../plugins/types.ts';
import { ErrorAlert } from '../../../../ui/error-alert.tsx';
import { useToasts } from '../../../toasts/index.ts';
import { PERMALINK_ERROR, embedCode, usePermalink } from './use-permalink.ts';

/** Superset's default embed size. */
const DEFAULT_SIZE = { width: 600, height: 400 };

/** Props of {@link EmbedCodeModal}: the chart as it is now. */
export interface EmbedCodeModalProps {
  opened: boolean;
  onClose: () => void;
  formData: FormData;
}

/** "Embed code": an iframe of a permalink to the chart as it is now, at a size the user picks, ready to copy. */
export function EmbedCodeModal({ opened, onClose, formData }: EmbedCodeModalProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const permalink = usePermalink(formData);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [size, setSize] = useState(DEFAULT_SIZE);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    setUrl(null);
    setFailed(false);
    permalink().then(
      (made) => current && setUrl(made),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [opened, permalink]);
  const code = url ? embedCode(url, size.width, size.height) : '';
  const sizeOf = (value: number | string, fallback: number) =>
    typeof value === 'number' && value > 0 ? value : fallback;
  return (
    <Modal opened={opened} onClose={onClose} title="Embed code" size="lg" data-testid="explore-embed-modal">
      <Stack gap="sm">
        {failed && <ErrorAlert message={PERMALINK_ERROR} />}
        <Textarea
          value={code}
          readOnly
          autosize
          minRows={8}
          aria-label="Embed code"
          placeholder="Generating the link…"
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group grow>
          <NumberInput
            label="Chart height"
            min={1}
            value={size.height}
            onChange={(value) => setSize((old) => ({ ...old, height: sizeOf(value, old.height) }))}
          />
          <NumberInput
            label="Chart width"
            min={1}
            value={size.width}
            onChange={(value) => setSize((old) => ({ ...old, width: sizeOf(value, old.width) }))}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            disabled={!url}
            onClick={() =>
              void navigator.clipboard.writeText(code).then(
                () => addSuccessToast('Copied to clipboard!'),
                () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
              )
            }
          >
            Copy code
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
