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
          {
            bearing: 0,
            distance: 660,
            unit: 'feet',
            readAs: 'N 0°00\'00" E = 0.0000°, 660.00 ft (given in feet)',
            text: 'N 0°00\'00" E 660 ft',
          },
          {
            bearing: 90,
            distance: 660,
            unit: 'feet',
            readAs: 'N 90°00\'00" E = 90.0000°, 660.00 ft (given in feet)',
            text: 'East 660 ft',
          },
          {
            bearing: 180,
            distance: 660,
            unit: 'feet',
            readAs: 'S 0°00\'00" E = 180.0000°, 660.00 ft (given in feet)',
            text: 'South 660 ft',
          },
          {
            bearing: 270,
            distance: 660,
            unit: 'feet',
            readAs: 'N 90°00\'00" W = 270.0000°, 660.00 ft (given in feet)',
            text: 'West 660 ft',
          },
        ],
        statedArea: null,
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
      statedArea: null,
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

  it('shows how each call was read and says when the stated area differs by more than 1%', () => {
    const { report } = tractReport(
      'COM N 10 FT FR NE COR. SEC. 9; N 7 poles + 3 links; E 100 FT; S 117.48 FT; W 100 FT TO BEG. AREA 0.30 AC.',
    );
    // 7 poles + 3 links = 115.5 + 1.98 = 117.48 ft, a 100 x 117.48 ft rectangle: 11,748 sq ft = 0.2697 acres
    expect(report.calls[0]).toMatchObject({ unit: 'rods', distance: 117.48 });
    expect(report.calls[0]?.readAs).toBe(
      'N 0°00\'00" E = 0.0000°, 117.48 ft (given in rods (poles, perches))',
    );
    expect(report.statedArea).toEqual({ acres: 0.3, text: '0.30 acres' });
    expect(report.acres).toBe(0.2697);
    expect(report.warnings).toContain(
      'The description states 0.30 acres; its calls give 0.2697 acres (10.1% less). Check the calls for a typo.',
    );
  });
});
