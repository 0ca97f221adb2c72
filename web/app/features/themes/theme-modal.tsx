import { Alert, Autocomplete, Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ThemeListItem } from '#shared/api/theme.ts';
import { SUGGESTED_FONTS } from '#shared/api/theme-fonts.ts';
import type { BrandTokenName } from '#shared/api/theme-tokens.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useSaveThemeMutation } from './api.ts';
import { LogoField } from './logo-field.tsx';
import { draftProblems, themeBodyOf, themeDraftOf, type ThemeDraft } from './theme-draft.ts';

/** Props of the theme modal: the theme to edit (null to add one), what to do once saved, how to close. */
export interface ThemeModalProps {
  theme: ThemeListItem | null;
  onSaved: (id: number) => void;
  onClose: () => void;
}

/** Colours offered beside the picker: Skyset's and a few brand-like ones. */
const SWATCHES = ['#15aabf', '#1c7ed6', '#7b2cbf', '#e8590c', '#2f9e44', '#c2255c', '#343a40'];

/**
 * Superset's theme modal (Settings > Themes > + Theme), as a form of the tokens Skyset draws with: name, brand colour,
 * application name, logo and font. The theme's other tokens, algorithm and components are kept as they were.
 */
export function ThemeModal({ theme, onSaved, onClose }: ThemeModalProps) {
  const [draft, setDraft] = useState<ThemeDraft>(() => themeDraftOf(theme));
  const [tried, setTried] = useState(false);
  const [save, saving] = useSaveThemeMutation();
  const problems = tried ? draftProblems(draft) : {};
  const setToken = (name: BrandTokenName) => (value: string) =>
    setDraft((current) => ({ ...current, tokens: { ...current.tokens, [name]: value } }));

  const submit = () => {
    setTried(true);
    if (Object.keys(draftProblems(draft)).length > 0) return;
    save({ id: theme?.id, body: themeBodyOf(draft) })
      .unwrap()
      .then(onSaved, () => undefined);
  };

  return (
    <Modal opened onClose={onClose} title={theme ? 'Edit theme' : 'Add theme'} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {saving.isError && (
            <Alert color="red" title="The theme could not be saved">
              {errorSummary(saving.error)}
            </Alert>
          )}
          <TextInput
            label="Theme name"
            required
            value={draft.name}
            error={problems.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
          <ColorInput
            label="Brand colour"
            description="Buttons, links and the current page in the navigation"
            format="hex"
            placeholder="#15aabf"
            swatches={SWATCHES}
            value={draft.tokens.colorPrimary}
            error={problems.colorPrimary}
            onChange={setToken('colorPrimary')}
          />
          <TextInput
            label="Application name"
            description="In the navigation and the window title"
            placeholder="Skyset"
            value={draft.tokens.brandAppName}
            error={problems.brandAppName}
            onChange={(event) => setToken('brandAppName')(event.currentTarget.value)}
          />
          <LogoField
            value={draft.tokens.brandLogoUrl}
            error={problems.brandLogoUrl}
            onChange={setToken('brandLogoUrl')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Logo text"
              description="What screen readers say for the logo"
              value={draft.tokens.brandLogoAlt}
              error={problems.brandLogoAlt}
              onChange={(event) => setToken('brandLogoAlt')(event.currentTarget.value)}
            />
            <TextInput
              label="Logo link"
              description="A path of the app or an https address"
              placeholder="/"
              value={draft.tokens.brandLogoHref}
              error={problems.brandLogoHref}
              onChange={(event) => setToken('brandLogoHref')(event.currentTarget.value)}
            />
          </Group>
          <Autocomplete
            label="Font"
            description="A suggested font, or font names of your own, separated by commas"
            placeholder="System (default)"
            data={SUGGESTED_FONTS.map((font) => font.value)}
            value={draft.tokens.fontFamily}
            error={problems.fontFamily}
            onChange={setToken('fontFamily')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
