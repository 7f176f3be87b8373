import {
  formatFeet,
  formatTractAcres,
  formatTractSquareFeet,
  type StatedArea,
  type TractAnalysis,
} from '../../../../../calc/survey';

/**
 * The acreage (4 decimals, docs/product.md#limits), square feet, perimeter and closure chips, and the area the
 * description states beside the computed one (docs/product.md#reading-real-deeds).
 */
export function TractSummary({ analysis, stated }: { analysis: TractAnalysis; stated: StatedArea | null }) {
  const gap = analysis.closureFt === 0 ? 'no gap' : `gap ${formatFeet(analysis.closureFt)} ft`;
  return (
    <ul className="survey-chips" aria-label="Tract results">
      <li className="survey-chip survey-chip-acres">
        <strong data-testid="tract-acres">{formatTractAcres(analysis.acres)}</strong> acres
      </li>
      <li className="survey-chip">
        <strong>{formatTractSquareFeet(analysis.areaSqFt)}</strong> sq ft
      </li>
      <li className={`survey-chip ${analysis.closes ? 'survey-chip-ok' : 'survey-chip-bad'}`}>
        <strong>{analysis.closes ? 'Closes' : 'Does not close'}</strong>: {gap}, precision{' '}
        {analysis.precision}
      </li>
      {stated && (
        <li className="survey-chip" data-testid="tract-stated-area">
          Deed states <strong>{stated.text}</strong>
        </li>
      )}
      <li className="survey-chip">
        Perimeter <strong>{formatFeet(analysis.perimeterFt)}</strong> ft
      </li>
    </ul>
  );
}
