import { describe, expect, it } from 'vitest';
import { loadCsvWriter } from '../../../../../web/app/features/chart-actions/downloads/text-files.ts';

describe("Explore's CSV download", () => {
  it('escapes formula text and column names as the server exports do, leaving numbers alone', async () => {
    // Arrange
    const toCsv = await loadCsvWriter();
    const data = [{ '=name': "=cmd|' /C calc'!A0", num: -2 }, { '=name': '-10', num: 3 }];

    // Act
    const csv = toCsv({ colnames: ['=name', 'num'], coltypes: [1, 0], rowcount: 2, data });

    // Assert
    expect(csv).toBe("'=name,num\n'=cmd\\|' /C calc'!A0,-2\n-10,3\n");
  });
});
