import {
  formatFeet,
  formatTractAcres,
  formatTractSquareFeet,
  type TractAnalysis,
} from '../../../../../calc/survey';
import { SectionControls } from '../survey-canvas/section-controls';
import type { SectionCorner } from '../survey-canvas/section-placement';
import { SurveyCanvas } from '../survey-canvas/survey-canvas';
import type { SurveyScene } from '../survey-canvas/survey-scene';

/** docs/product.md#limits: the plotter's canvas is 600 x 600. */
const PLOTTER_CANVAS_SIZE = 600;

interface Props {
  analysis: TractAnalysis | null;
  scene: SurveyScene;
  showSection: boolean;
  onShowSectionChange(shown: boolean): void;
  corner: SectionCorner | null;
  onCornerChange(corner: SectionCorner | null): void;
  sectionTied: boolean;
  sectionNote: string | null;
}

/** docs/product.md#pages and #states: closure status (closed when the gap is 1 ft or less), acreage, the live preview. */
export function PlotterPreviewCard({ analysis, scene, ...section }: Props) {
  const calls = analysis?.legs.length ?? 0;
  const label = analysis
    ? `Preview of the tract: ${calls} call${calls === 1 ? '' : 's'}, ${formatTractAcres(analysis.acres)} acres, ${analysis.closes ? 'closed' : 'open'}.`
    : 'Preview of the tract: no calls yet.';
  return (
    <section className="card survey-drawing plotter-preview-card" aria-labelledby="plotter-preview-heading">
      <h2 id="plotter-preview-heading">Live Preview</h2>
      <div className="survey-results" aria-live="polite">
        {analysis ? (
          <ul className="survey-chips" aria-label="Tract results">
            <li className={`survey-chip ${analysis.closes ? 'survey-chip-ok' : 'survey-chip-bad'}`}>
              Closure: <strong>{analysis.closes ? 'Closed' : 'Open'}</strong>
              {analysis.closes
                ? ` (gap ${formatFeet(analysis.closureFt)} ft)`
                : `, gap ${formatFeet(analysis.closureFt)} ft`}
            </li>
            <li className="survey-chip survey-chip-acres">
              Calculated acreage:{' '}
              <strong data-testid="plotter-acres">{formatTractAcres(analysis.acres)}</strong> acres
            </li>
            <li className="survey-chip">
              <strong>{formatTractSquareFeet(analysis.areaSqFt)}</strong> sq ft
            </li>
          </ul>
        ) : (
          <p className="muted">Closure and acreage appear once you add a call.</p>
        )}
        {analysis && !analysis.closes && calls > 1 && (
          <p className="muted plotter-open-note">
            The last call ends {formatFeet(analysis.closureFt)} ft from the point of beginning; the acreage
            closes the gap with a straight line.
          </p>
        )}
      </div>
      <SurveyCanvas size={PLOTTER_CANVAS_SIZE} scene={scene} label={label} />
      <SectionControls
        shown={section.showSection}
        onShownChange={section.onShowSectionChange}
        corner={section.corner}
        onCornerChange={section.onCornerChange}
        tied={section.sectionTied}
        note={section.sectionNote}
      />
    </section>
  );
}
