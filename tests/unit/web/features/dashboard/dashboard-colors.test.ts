import { describe, expect, it } from 'vitest';
import {
  chosenColorsKey,
  labelColorSettings,
  labelColorsToSave,
  metadataWithColors,
  savedLabelColorsOf,
} from '../../../../../web/app/features/dashboard/dashboard-colors.ts';

const saved = {
  map_label_colors: { boy: '#1FA8C9', girl: '#454E7C' },
  shared_label_colors: ['boy', 'girl'],
  color_scheme_domain: ['#1FA8C9', '#454E7C'],
};

describe('labelColorSettings', () => {
  it('reads the scheme, hand-set colours, settled map and shared labels of a metadata', () => {
    // Arrange
    const metadata = {
      color_scheme: 'bnbColors',
      label_colors: { boy: '#123456' },
      map_label_colors: { girl: '#29696B' },
      shared_label_colors: ['girl'],
    };

    // Act
    const settings = labelColorSettings(metadata);

    // Assert
    expect(settings).toEqual({
      scheme: 'bnbColors',
      fixed: { boy: '#123456' },
      settled: { girl: '#29696B' },
      shared: ['girl'],
    });
  });

  it("reads an empty scheme as none and an older dashboard's shared_label_colors object as no shared labels", () => {
    // Arrange
    const metadata = { color_scheme: '', shared_label_colors: { boy: '#1FA8C9' } };

    // Act
    const settings = labelColorSettings(metadata);

    // Assert
    expect(settings).toEqual({ scheme: undefined, fixed: {}, settled: {}, shared: [] });
  });
});

describe('labelColorsToSave', () => {
  it('sends nothing when the dashboard holds the settled colours already, shared labels in any order', () => {
    // Act
    const body = labelColorsToSave(saved, {
      map: { girl: '#454E7C', boy: '#1FA8C9' },
      shared: ['girl', 'boy'],
      domain: ['#1FA8C9', '#454E7C'],
    });

    // Assert
    expect(body).toBeNull();
  });

  it('sends the settled colour keys when a label took a colour the dashboard does not hold', () => {
    // Arrange
    const settled = {
      map: { boy: '#1FA8C9', girl: '#454E7C', other: '#5AC189' },
      shared: ['boy', 'girl'],
      domain: ['#1FA8C9', '#454E7C'],
    };

    // Act
    const body = labelColorsToSave(saved, settled);

    // Assert
    expect(body).toEqual({
      map_label_colors: settled.map,
      shared_label_colors: ['boy', 'girl'],
      color_scheme_domain: ['#1FA8C9', '#454E7C'],
    });
  });

  it('sends the settled colour keys when the scheme domain differs from the one kept', () => {
    // Act
    const body = labelColorsToSave(
      savedLabelColorsOf({ map_label_colors: saved.map_label_colors, shared_label_colors: ['boy', 'girl'] }),
      {
        map: saved.map_label_colors,
        shared: ['boy', 'girl'],
        domain: ['#1FA8C9', '#454E7C'],
      },
    );

    // Assert
    expect(body).toEqual(saved);
  });
});

describe('chosenColorsKey', () => {
  it('changes with the scheme or a hand-set colour, and not with the settled keys', () => {
    // Arrange
    const base = { color_scheme: 'supersetColors', label_colors: { boy: '#123456' } };

    // Act
    const keys = [
      base,
      { ...base, map_label_colors: { girl: '#454E7C' }, shared_label_colors: ['girl'] },
      { ...base, color_scheme: 'bnbColors' },
      { ...base, label_colors: {} },
    ].map(chosenColorsKey);

    // Assert
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('metadataWithColors', () => {
  it('writes the saved colour keys over a metadata text and keeps its other keys', () => {
    // Act
    const text = metadataWithColors('{"refresh_frequency":10,"map_label_colors":{"x":"#000"}}', saved);

    // Assert
    expect(JSON.parse(text ?? '')).toEqual({ refresh_frequency: 10, ...saved });
  });

  it('leaves a text that is no JSON object as it is', () => {
    // Act
    const texts = ['not json', '[1]', null].map((text) => metadataWithColors(text, saved));

    // Assert
    expect(texts).toEqual(['not json', '[1]', JSON.stringify(saved)]);
  });
});
