import { describe, expect, it } from 'vitest';
import { datasetMarksOf } from '../../../../../web/app/features/explore/components/dataset-panel/dataset-marks.tsx';

describe('datasetMarksOf', () => {
  it.each([
    ['no extra', null, { certification: null, warning: null }],
    ['an empty object', '{}', { certification: null, warning: null }],
    ['text that is not JSON', '{"warning_markdown": ', { certification: null, warning: null }],
    ['an array', '["warning_markdown"]', { certification: null, warning: null }],
    [
      'a warning and a certification',
      '{"warning_markdown": "Late **data**", "certification": {"certified_by": "Finance", "details": "Audited"}}',
      { certification: { certifiedBy: 'Finance', details: 'Audited' }, warning: 'Late **data**' },
    ],
    [
      'details without a certifier, and a blank warning',
      '{"warning_markdown": "  ", "certification": {"certified_by": "", "details": "Audited"}}',
      { certification: null, warning: null },
    ],
    [
      'a certifier without details',
      '{"certification": {"certified_by": "Ops", "details": ""}}',
      { certification: { certifiedBy: 'Ops', details: null }, warning: null },
    ],
  ])('%s', (_case, extra, expected) => {
    // Arrange, Act, Assert
    expect(datasetMarksOf(extra)).toEqual(expected);
  });
});
