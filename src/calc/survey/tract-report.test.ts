import { describe, expect, it } from 'vitest';
import { tractReport } from './tract-report';

describe('tractReport (the CLI JSON)', () => {
  it('reports a 660 ft square as 10 acres with exit code 0', () => {
    // 660² = 435,600 sq ft / 43,560 = 10 acres
    expect(
      tractReport('thence N 0°00\'00" E 660 ft; thence East 660 ft; thence South 660 ft; thence West 660 ft'),
    ).toEqual({
      exitCode: 0,
      report: {
        calls: [
          { bearing: 0, distance: 660, text: 'N 0°00\'00" E 660 ft' },
          { bearing: 90, distance: 660, text: 'East 660 ft' },
          { bearing: 180, distance: 660, text: 'South 660 ft' },
          { bearing: 270, distance: 660, text: 'West 660 ft' },
        ],
        warnings: [],
        errors: [],
        areaSqFt: 435600,
        acres: 10,
        closureFt: 0,
        precision: 'exact',
        closes: true,
      },
    });
  });

  it('keeps parse warnings and adds the closure message to them', () => {
    const { report, exitCode } = tractReport('N 45 E 100 ft\nN 95 E 10 ft\nS 45 E 100 ft');
    expect(exitCode).toBe(0);
    // the open 2-call traverse ends 141.42 ft (100 sqrt 2) from its start
    expect(report.warnings).toEqual([
      'Line 2: Could not parse N 95 E 10 ft',
      'Tract does not close properly. Gap of 141.42 feet.',
    ]);
    expect(report.closureFt).toBe(141.4214);
    expect(report.closes).toBe(false);
    // perimeter 200 / 141.42 = 1.414, shown 1:1
    expect(report.precision).toBe('1:1');
  });

  it.each([
    ['', 'Please enter a deed description'],
    ['Lot 5, Block 2', 'No valid bearing and distance calls found'],
  ])('exits 1 on %j', (text, error) => {
    const { report, exitCode } = tractReport(text);
    expect(exitCode).toBe(1);
    expect(report).toEqual({
      calls: [],
      warnings: [],
      errors: [error],
      areaSqFt: 0,
      acres: 0,
      closureFt: 0,
      precision: null,
      closes: false,
    });
  });

  it('is plain JSON', () => {
    const { report } = tractReport('N 45°30\'15" E 100 ft; S 10 E 100 ft; West 100 ft');
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});
