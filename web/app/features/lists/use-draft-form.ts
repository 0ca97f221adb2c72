import { useState } from 'react';
import { errorSummary } from '../../core/describe-error.ts';

/**
 * The state of a properties or edit form: the draft, its errors once a save was tried (not while the user first fills
 * it in), and the server's words when a save is refused. `save` sends the draft and says what follows (a toast, the
 * modal closing); a refusal it throws keeps the form open with the message.
 */
export function useDraftForm<D extends object, E extends object>(
  initial: () => D,
  validate: (draft: D) => E,
  save: (draft: D) => Promise<void>,
) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors: Partial<E> = submitted ? validate(draft) : {};

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(validate(draft)).length > 0) return;
    setFailure(null);
    try {
      await save(draft);
    } catch (error) {
      setFailure(errorSummary(error));
    }
  };

  return {
    draft,
    set: (change: Partial<D>) => setDraft((previous) => ({ ...previous, ...change })),
    errors,
    failure,
    submit,
  };
}
