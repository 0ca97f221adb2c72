import { Alert, Button, FileInput, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { errorSummary } from '../../core/describe-error.ts';
import { toApiError } from '../../core/query-error.ts';
import { ApiError } from '../../core/http/api-error.ts';
import { useToasts } from '../toasts/index.ts';
import { useImportDashboardsMutation } from './api.ts';
import { importProblems, type ImportProblems } from './import-errors.ts';

const PASSWORDS_NEEDED_MESSAGE =
  'The passwords for the databases below are needed in order to import them together with the dashboards. Please note that the ' +
  '"Secure Extra" and "Certificate" sections of the database configuration are not present in export files, and should be added ' +
  'manually after the import if they are needed.';
const CONFIRM_OVERWRITE_MESSAGE =
  'You are importing one or more dashboards that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?';

const NO_PROBLEMS: ImportProblems = { passwordsNeeded: [], alreadyExisting: [], terminal: false };

/** What an import that went through with warnings leaves on screen until the user closes it: the warnings, one a line. */
function ImportNotes({ notes, onDone }: { notes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title="Imported, with notes" role="status">
        <List size="sm" spacing={4}>
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Superset's "Import dashboard" modal: a bundle ZIP (or YAML/JSON) sent to `POST /api/v1/dashboard/import/`. When the
 * server asks for database passwords they are prompted for, file by file; when objects exist already the user types
 * OVERWRITE before the import is sent again with `overwrite=true`. Any other refusal is shown as the server words it;
 * the warnings of an import that went through (a slug left out, a dataset's definition kept) stay until closed.
 */
export function ImportModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblems>(NO_PROBLEMS);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [importDashboards, { isLoading }] = useImportDashboardsMutation();
  const { addSuccessToast } = useToasts();
  const mustOverwrite = problems.alreadyExisting.length > 0;
  const overwriteConfirmed = confirmation.trim().toUpperCase() === 'OVERWRITE';

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setProblems(NO_PROBLEMS);
    setPasswords({});
    setConfirmation('');
    setFailure(null);
  };

  const submit = async () => {
    if (file === null || (mustOverwrite && !overwriteConfirmed)) return;
    setFailure(null);
    try {
      const warnings = await importDashboards({ file, overwrite: mustOverwrite, passwords }).unwrap();
      addSuccessToast('Dashboard imported');
      if (warnings.length > 0) setNotes(warnings);
      else onImported();
    } catch (error) {
      const apiError = toApiError(error);
      const found = apiError instanceof ApiError ? importProblems(apiError.errors) : { ...NO_PROBLEMS, terminal: true };
      if (found.terminal) setFailure(errorSummary(error));
      else setProblems(found);
    }
  };

  if (notes.length > 0) {
    return (
      <Modal opened onClose={onImported} title="Import dashboard" size="lg">
        <ImportNotes notes={notes} onDone={onImported} />
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title="Import dashboard" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FileInput
            label="File"
            placeholder="Select file"
            accept=".zip,.yaml,.yml,.json"
            clearable
            data-autofocus
            description="A ZIP exported from Superset or Skyset (dashboards with their charts, datasets and databases)."
            leftSection={<IconFileZip size={16} aria-hidden />}
            value={file}
            onChange={chooseFile}
          />
          {problems.passwordsNeeded.length > 0 && (
            <Stack gap="xs">
              <Text size="sm">{PASSWORDS_NEEDED_MESSAGE}</Text>
              {problems.passwordsNeeded.map((fileName) => (
                <PasswordInput
                  key={fileName}
                  label={`${fileName} password`}
                  required
                  autoComplete="off"
                  value={passwords[fileName] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setPasswords((previous) => ({ ...previous, [fileName]: value }));
                  }}
                />
              ))}
            </Stack>
          )}
          {mustOverwrite && (
            <Stack gap="xs">
              <Alert color="yellow" variant="light">
                {CONFIRM_OVERWRITE_MESSAGE}
              </Alert>
              <TextInput
                label='Type "OVERWRITE" to confirm'
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
              />
            </Stack>
          )}
          {failure !== null && (
            <Alert color="red" title="The import failed" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={isLoading}
              disabled={file === null || (mustOverwrite && !overwriteConfirmed)}
              color={mustOverwrite ? 'red' : undefined}
            >
              {mustOverwrite ? 'Overwrite' : 'Import'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
