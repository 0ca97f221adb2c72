import { Button, FileButton, Group, Image, Input, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { LOGO_FILE_TYPES, logoDataUrl } from './logo-file.ts';

/** Props of {@link LogoField}: the logo's address (an https URL, a path, or an uploaded image's data: URL). */
export interface LogoFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The theme's logo (Superset's `brandLogoUrl`): an address typed in, or a small image uploaded and kept in the theme,
 * previewed as the navigation shows it.
 */
export function LogoField({ value, error, onChange }: LogoFieldProps) {
  const [uploadError, setUploadError] = useState<string | undefined>();
  const uploaded = value.startsWith('data:');
  const upload = (file: File | null) => {
    if (!file) return;
    logoDataUrl(file).then(
      (url) => {
        setUploadError(undefined);
        onChange(url);
      },
      (problem: unknown) => setUploadError(problem instanceof Error ? problem.message : String(problem)),
    );
  };
  return (
    <Input.Wrapper
      label="Logo"
      description="An https address, a path on this site, or an uploaded image"
      error={uploadError ?? error}
    >
      <Group gap="xs" wrap="nowrap" mt={4}>
        <TextInput
          flex={1}
          aria-label="Logo URL"
          placeholder="https://example.com/logo.png"
          value={uploaded ? 'Uploaded image' : value}
          readOnly={uploaded}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <FileButton accept={LOGO_FILE_TYPES.join(',')} onChange={upload}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              Upload
            </Button>
          )}
        </FileButton>
        {value !== '' && (
          <Button variant="subtle" color="gray" onClick={() => onChange('')}>
            Remove
          </Button>
        )}
      </Group>
      {value !== '' && !error && (
        <Image src={value} alt="Logo preview" mah={32} maw={160} fit="contain" w="auto" mt="xs" />
      )}
    </Input.Wrapper>
  );
}
