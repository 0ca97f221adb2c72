import { Group, TagsInput, TextInput } from '@mantine/core';
import type { SectionProps } from './section-props.ts';

const SPLIT = [',', ';', ' '];

/** Superset's "Notification method": e-mail recipients, CC, BCC and the subject line. */
export function NotificationSection({ draft, set, errors }: SectionProps) {
  return (
    <>
      <TagsInput
        label="Email recipients"
        required
        description="Separate addresses with commas or press Enter after each"
        value={draft.to}
        splitChars={SPLIT}
        acceptValueOnBlur
        clearable
        error={errors.to}
        onChange={(to) => set({ to })}
      />
      <Group grow align="flex-start">
        <TagsInput
          label="CC recipients"
          value={draft.cc}
          splitChars={SPLIT}
          acceptValueOnBlur
          clearable
          error={errors.cc}
          onChange={(cc) => set({ cc })}
        />
        <TagsInput
          label="BCC recipients"
          value={draft.bcc}
          splitChars={SPLIT}
          acceptValueOnBlur
          clearable
          error={errors.bcc}
          onChange={(bcc) => set({ bcc })}
        />
      </Group>
      <TextInput
        label="Email subject"
        placeholder="Leave empty for the default subject"
        maxLength={255}
        value={draft.emailSubject}
        onChange={(event) => set({ emailSubject: event.currentTarget.value })}
      />
    </>
  );
}
