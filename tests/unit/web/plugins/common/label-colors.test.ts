import { describe, expect, it } from 'vitest';
import { categoricalScheme } from '../../../../../web/app/plugins/common/color-schemes.ts';
import { createLabelColorBook, createLabelColors } from '../../../../../web/app/plugins/common/label-colors.ts';

const SUPERSET = categoricalScheme('supersetColors').colors;
const AIRBNB = categoricalScheme('bnbColors').colors;

describe('createLabelColors (one chart at a time, as Explore draws)', () => {
  it('keeps a label colour and gives new labels the next colours', () => {
    // Arrange
    const colorFor = createLabelColors();

    // Act
    const colors = ['boy', 'girl', 'boy', 'other'].map((label) => colorFor(label));

    // Assert
    expect(colors).toEqual(['#1FA8C9', '#454E7C', '#1FA8C9', '#5AC189']);
  });

  it('goes round the scheme again once the chart has used every colour', () => {
    // Arrange
    const colorFor = createLabelColors();
    const labels = Array.from({ length: 11 }, (_, i) => `l${i}`);

    // Act
    const colors = labels.map((label) => colorFor(label, 'd3Category10'));

    // Assert
    expect([colors[0], colors[9], colors[10]]).toEqual(['#1f77b4', '#17becf', '#1f77b4']);
  });

  it('gives a label a colour of the new scheme when the chart changes scheme', () => {
    // Arrange
    const colorFor = createLabelColors();
    colorFor('boy', 'd3Category10');

    // Act
    const color = colorFor('boy', 'supersetColors');

    // Assert
    expect(color).toBe('#1FA8C9');
  });
});

describe('createLabelColorBook (a dashboard)', () => {
  it('gives a hand-set colour (label_colors) over shared, settled and scheme colours, and keeps it out of the map', () => {
    // Arrange
    const book = createLabelColorBook({
      fixed: { Ships: '#123456' },
      settled: { Ships: SUPERSET[3]! },
      shared: ['Ships'],
    });

    // Act
    const colors = [book.forChart('1')('Ships'), book.forChart('2')('Ships')];

    // Assert
    expect(colors).toEqual(['#123456', '#123456']);
    expect(book.settled()).toEqual({ map: {}, shared: ['Ships'], domain: [] });
  });

  it('gives a label drawn by two charts the colour the first gave it, whatever its place in the second', () => {
    // Arrange
    const book = createLabelColorBook({ scheme: 'supersetColors' });
    const first = ['Classic Cars', 'Ships'].map((label) => book.forChart('1')(label));

    // Act
    const second = ['Ships', 'Planes'].map((label) => book.forChart('2')(label));

    // Assert
    expect([first, second]).toEqual([
      [SUPERSET[0], SUPERSET[1]],
      [SUPERSET[1], SUPERSET[0]],
    ]);
    expect(book.settled()).toEqual({
      map: { 'Classic Cars': SUPERSET[0], Ships: SUPERSET[1], Planes: SUPERSET[0] },
      shared: ['Ships'],
      domain: SUPERSET,
    });
  });

  it('keeps the colours an earlier visit settled on', () => {
    // Arrange
    const book = createLabelColorBook({
      scheme: 'supersetColors',
      settled: { Ships: SUPERSET[5]!, Planes: SUPERSET[0]! },
    });

    // Act
    const colors = ['Ships', 'Trains', 'Planes'].map((label) => book.forChart('1')(label));

    // Assert
    expect(colors).toEqual([SUPERSET[5], SUPERSET[0], SUPERSET[0]]);
  });

  it('colours each chart from the start of the scheme, so its colours do not hang on which chart drew first', () => {
    // Arrange
    const alone = createLabelColorBook({ scheme: 'supersetColors' });
    const after = createLabelColorBook({ scheme: 'supersetColors' });
    ['Medium', 'Small'].forEach((label) => after.forChart('1')(label));

    // Act
    const colors = [alone, after].map((book) => ['Shipped', 'Cancelled'].map((label) => book.forChart('2')(label)));

    // Assert
    expect(colors).toEqual([
      [SUPERSET[0], SUPERSET[1]],
      [SUPERSET[0], SUPERSET[1]],
    ]);
  });

  it("draws with the dashboard's scheme over the chart's own, and names its colours as the domain", () => {
    // Arrange
    const book = createLabelColorBook({ scheme: 'bnbColors' });

    // Act
    const color = book.forChart('1')('boy', 'supersetColors');

    // Assert
    expect(color).toBe(AIRBNB[0]);
    expect(book.settled().domain).toEqual(AIRBNB);
  });

  it("names the dashboard's scheme, or else the chart's own, for colours a chart takes by position", () => {
    // Arrange
    const books = [createLabelColorBook({ scheme: 'bnbColors' }), createLabelColorBook()];

    // Act
    const schemes = books.map((book) => book.forChart('1').schemeFor?.('supersetColors'));

    // Assert
    expect(schemes).toEqual(['bnbColors', 'supersetColors']);
  });

  it("gives a new colour to a settled label whose colour is not in the dashboard's scheme (the scheme changed)", () => {
    // Arrange
    const book = createLabelColorBook({ scheme: 'bnbColors', settled: { boy: SUPERSET[0]! }, shared: ['boy'] });

    // Act
    const color = book.forChart('1')('boy');

    // Assert
    expect(color).toBe(AIRBNB[0]);
    expect(book.settled().map).toEqual({ boy: AIRBNB[0] });
  });

  it('keeps a shared label one colour across charts of different schemes when the dashboard has none', () => {
    // Arrange
    const book = createLabelColorBook();
    book.forChart('1')('boy', 'supersetColors');

    // Act
    const colors = ['boy', 'girl'].map((label) => book.forChart('2')(label, 'bnbColors'));

    // Assert
    expect(colors).toEqual([SUPERSET[0], AIRBNB[0]]);
  });

  it("moves a chart's own label off the colour a shared label brings, and asks for that chart to be drawn again", async () => {
    // Arrange
    const book = createLabelColorBook({ scheme: 'supersetColors' });
    book.forChart('1')('girl');
    const before = book.forChart('2');
    const redrawn: string[][] = [];
    book.subscribeRedraw((charts) => redrawn.push(charts));

    // Act
    const firstDraw = ['boy', 'girl'].map((label) => before(label));
    await Promise.resolve();
    const secondDraw = ['boy', 'girl'].map((label) => book.forChart('2')(label));

    // Assert
    expect([firstDraw, secondDraw]).toEqual([
      [SUPERSET[0], SUPERSET[0]],
      [SUPERSET[1], SUPERSET[0]],
    ]);
    expect([redrawn, book.forChart('2') === before]).toEqual([[['2']], false]);
  });

  it('tells its listeners of each new colour and of a label becoming shared, and of nothing else', () => {
    // Arrange
    const book = createLabelColorBook({ settled: { boy: SUPERSET[0]! } });
    let changes = 0;
    const unsubscribe = book.subscribe(() => (changes += 1));

    // Act
    book.forChart('1')('boy');
    book.forChart('1')('girl');
    book.forChart('1')('girl');
    book.forChart('2')('girl');
    unsubscribe();
    book.forChart('2')('other');

    // Assert
    expect(changes).toBe(2);
  });

  it('trims labels, as Superset cleans them before looking up their colour', () => {
    // Arrange
    const book = createLabelColorBook({ fixed: { ' boy ': '#123456' } });

    // Act
    const colors = [book.forChart('1')('boy'), book.forChart('1')(' girl'), book.forChart('2')('girl ')];

    // Assert
    expect(colors).toEqual(['#123456', SUPERSET[0], SUPERSET[0]]);
  });
});
