import {
  formatTractAcres,
  type SectionGrid,
  type StatedArea,
  type TractAnalysis,
} from '../../../../../calc/survey';
import { SectionControls } from '../survey-canvas/section-controls';
import type { SectionCorner } from '../survey-canvas/section-placement';
import { SurveyCanvas } from '../survey-canvas/survey-canvas';
import type { SurveyScene } from '../survey-canvas/survey-scene';
import { TractExportButtons } from './tract-export-buttons';
import { TractSummary } from './tract-summary';

/** docs/product.md#limits: the visualizer's canvas is 700 x 700. */
export const VISUALIZER_CANVAS_SIZE = 700;

interface Props {
  analysis: TractAnalysis | null;
  /** The area the description states, shown beside the computed one. */
  statedArea: StatedArea | null;
  scene: SurveyScene;
  section: SectionGrid | null;
  showSection: boolean;
  onShowSectionChange(shown: boolean): void;
  corner: SectionCorner | null;
  onCornerChange(corner: SectionCorner | null): void;
  sectionTied: boolean;
  sectionNote: string | null;
}

function canvasLabel(analysis: TractAnalysis | null, showSection: boolean): string {
  if (!analysis)
    return 'Tract drawing: nothing drawn yet. Paste a deed description and choose Visualize Tract.';
  const calls = analysis.legs.length;
  const closure = analysis.closes ? 'it closes' : 'it does not close';
  const section = showSection ? ', shown inside a 640-acre section' : '';
  return `Tract drawing: ${calls} call${calls === 1 ? '' : 's'}, ${formatTractAcres(analysis.acres)} acres, ${closure}${section}. The parsed calls list describes each course.`;
}

/** The results chips, the 700 x 700 drawing, the section toggle and the exports. */
export function TractDrawingCard(props: Props) {
  const { analysis, scene, section, showSection } = props;
  return (
    <section className="card survey-drawing" aria-labelledby="survey-drawing-heading">
      <h2 id="survey-drawing-heading">Tract Drawing</h2>
      <div aria-live="polite" className="survey-results">
        {analysis ? (
          <TractSummary analysis={analysis} stated={props.statedArea} />
        ) : (
          <p className="muted">Results appear here after you visualize a tract.</p>
        )}
      </div>
      <SurveyCanvas
        size={VISUALIZER_CANVAS_SIZE}
        scene={scene}
        label={canvasLabel(analysis, showSection && section !== null)}
      />
      <SectionControls
        shown={showSection}
        onShownChange={props.onShowSectionChange}
        corner={props.corner}
        onCornerChange={props.onCornerChange}
        tied={props.sectionTied}
        note={props.sectionNote}
      />
      <TractExportButtons analysis={analysis} scene={scene} section={section} size={VISUALIZER_CANVAS_SIZE} />
    </section>
  );
}
