import { describe, expect, it } from 'vitest';
import {
  annotationBody,
  annotationDraft,
  annotationDraftErrors,
  displayDateTime,
  fromInputValue,
  toInputValue,
} from '../../../../../web/app/features/annotations/annotation-form.ts';
import { canSaveLayer, layerBody, layerDraft } from '../../../../../web/app/features/annotations/layer-form.ts';

const ANNOTATION = {
  id: 3,
  short_descr: 'Launch',
  long_descr: null,
  start_dttm: '2024-03-01T09:00:00.250000',
  end_dttm: '2024-03-05T18:30:00',
  json_metadata: '{"team":"web"}',
  layer: { id: 1, name: 'Launches' },
};

describe('the annotation modal form', () => {
  it('holds an annotation with its dates as a datetime-local input takes them', () => {
    // Act
    const draft = annotationDraft(ANNOTATION);

    // Assert
    expect(draft).toEqual({
      name: 'Launch',
      start: '2024-03-01T09:00:00',
      end: '2024-03-05T18:30:00',
      description: '',
      jsonMetadata: '{"team":"web"}',
    });
  });

  it('starts empty for a new annotation', () => {
    // Act
    const draft = annotationDraft();

    // Assert
    expect(draft).toEqual({ name: '', start: '', end: '', description: '', jsonMetadata: '' });
  });

  it('turns a valid draft into Superset POST body, empty texts as null', () => {
    // Arrange
    const draft = {
      name: ' Freeze ',
      start: '2024-04-01T00:00',
      end: '2024-04-02T12:30',
      description: '',
      jsonMetadata: ' ',
    };

    // Act
    const body = annotationBody(draft);

    // Assert
    expect(body).toEqual({
      short_descr: 'Freeze',
      start_dttm: '2024-04-01T00:00:00',
      end_dttm: '2024-04-02T12:30:00',
      long_descr: null,
      json_metadata: null,
    });
  });

  it.each([
    [
      'nothing filled in',
      { name: '', start: '', end: '', description: '', jsonMetadata: '' },
      { name: 'Name is required', start: 'Start is required', end: 'End is required' },
    ],
    [
      'an end before the start',
      { name: 'x', start: '2024-04-02T00:00', end: '2024-04-01T00:00', description: '', jsonMetadata: '' },
      { end: 'End date must be after start date' },
    ],
    [
      'metadata that is no JSON',
      { name: 'x', start: '2024-04-01T00:00', end: '2024-04-01T00:00', description: '', jsonMetadata: '{' },
      { jsonMetadata: 'JSON not valid' },
    ],
    [
      'a valid annotation',
      { name: 'x', start: '2024-04-01T00:00', end: '2024-04-01T00:00', description: 'd', jsonMetadata: '{}' },
      {},
    ],
  ])('finds what keeps %s from saving', (_what, draft, errors) => {
    // Act
    const found = annotationDraftErrors(draft);

    // Assert
    expect(found).toEqual(errors);
  });

  it('converts between naive date-times and input values', () => {
    // Act
    const values = [
      toInputValue('2024-03-01T09:00:00.250000'),
      fromInputValue('2024-03-01T09:00'),
      fromInputValue(''),
      fromInputValue('2024-13-01T00:00'),
    ];

    // Assert
    expect(values).toEqual(['2024-03-01T09:00:00', '2024-03-01T09:00:00', undefined, undefined]);
  });

  it('shows a naive date-time as stored, never shifted to the browser time zone', () => {
    // Act
    const shown = [displayDateTime('2024-03-01T09:05:00'), displayDateTime('2024-12-31T23:59:59.999999')];

    // Assert
    expect(shown).toEqual(['Mar 1, 2024, 09:05', 'Dec 31, 2024, 23:59']);
  });
});

describe('the layer modal form', () => {
  it('holds a layer, saves only with a name, and sends the name trimmed', () => {
    // Arrange
    const draft = layerDraft({ name: ' Holidays ', descr: null });

    // Act
    const answers = [draft, canSaveLayer(draft), canSaveLayer(layerDraft()), layerBody(draft)];

    // Assert
    expect(answers).toEqual([{ name: ' Holidays ', description: '' }, true, false, { name: 'Holidays', descr: '' }]);
  });
});
