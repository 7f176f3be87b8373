import { useMemo, useState } from 'react';
import {
  analyzeTract,
  callsToDeedText,
  type Degrees,
  degrees,
  PLOTTER_MISSING_FIELDS_ERROR,
  plotterCallToCall,
  pointMove,
} from '../../../../calc/survey';
import { useDialogs } from '../../../ui/dialogs';
import { usePageTitle } from '../../../ui/page-title';
import { LazyShareResult } from './calculator-shared/lazy-share-result';
import { CallBuilderCard } from './plotter/call-builder-card';
import { PlotterCallsCard } from './plotter/plotter-calls-card';
import {
  EMPTY_PLOTTER_FORM,
  formAzimuth,
  nearestCompassPoint,
  type PlotterForm,
} from './plotter/plotter-form';
import { PlotterInstructions } from './plotter/plotter-instructions';
import { PlotterPreviewCard } from './plotter/plotter-preview-card';
import { plotterCallsToCalls } from './plotter/plotter-storage';
import { usePlotterCalls } from './plotter/use-plotter-calls';
import { type SectionCorner, sectionPlacement } from './survey-canvas/section-placement';
import { emptyScene, type SurveyScene } from './survey-canvas/survey-scene';
import '../../../styles/survey.css';

const TITLE = 'Metes & Bounds Deed Plotter';

// docs/product.md#pages, #data, #states, #validation and #limits: build a tract call by call and watch it drawn, closed and measured.
export default function DeedPlotterPage() {
  usePageTitle(TITLE);
  const plotter = usePlotterCalls();
  const dialogs = useDialogs();
  const [form, setForm] = useState<PlotterForm>(EMPTY_PLOTTER_FORM);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [pointOfBeginningSet, setPointOfBeginningSet] = useState(false);
  const [facingShown, setFacingShown] = useState(false);
  const [showSection, setShowSection] = useState(false);
  const [corner, setCorner] = useState<SectionCorner | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  const calls = useMemo(() => plotterCallsToCalls(plotter.calls), [plotter.calls]);
  const analysis = useMemo(() => (calls.length > 0 ? analyzeTract(calls) : null), [calls]);
  // Calls built by hand name no section corner, so the section goes where the user says.
  const placement = useMemo(
    () => sectionPlacement(showSection, corner, null, { x: 0, y: 0 }),
    [showSection, corner],
  );
  const section = placement.section;
  const facingAzimuth: Degrees = formAzimuth(form) ?? calls.at(-1)?.bearing ?? degrees(0);

  const scene = useMemo<SurveyScene>(() => {
    const typed = plotterCallToCall(form);
    const from = analysis?.vertices.at(-1) ?? { x: 0, y: 0 };
    return {
      ...emptyScene('Add calls to see the tract'),
      analysis,
      section,
      // The call being typed, dashed from where the last call ends.
      preview: typed.ok
        ? { from, to: pointMove(from, typed.call.bearing, typed.call.distance), call: typed.call }
        : null,
      highlight: hovered === null ? null : { set: 'tract', index: hovered },
      facing: facingShown ? facingAzimuth : null,
      markPointOfBeginning: pointOfBeginningSet,
    };
  }, [analysis, section, form, hovered, facingShown, facingAzimuth, pointOfBeginningSet]);

  const addCall = () => {
    const result = plotterCallToCall(form);
    if (!result.ok) {
      // docs/product.md#validation: a missing direction or distance is an in-page alert; other problems show
      // beside the form.
      if (result.error === PLOTTER_MISSING_FIELDS_ERROR) {
        setError('');
        void dialogs.alert(PLOTTER_MISSING_FIELDS_ERROR, 'This call is not finished');
      } else setError(result.error);
      return;
    }
    if (plotter.full) {
      setError('This plotter holds at most 500 calls.');
      return;
    }
    plotter.add(result.plotterCall);
    setError('');
    setStatus(`Call ${plotter.calls.length + 1} added: ${result.plotterCall.displayText}`);
    setForm({ ...EMPTY_PLOTTER_FORM, unit: form.unit });
  };

  return (
    <div className="page survey-page plotter-page">
      <header className="survey-header">
        <h1>{TITLE}</h1>
        <p className="muted">
          Build a tract one call at a time, as written in a deed, and watch it drawn with its closure and
          acreage.
        </p>
      </header>
      <div className="survey-layout">
        <div className="survey-area-input">
          <PlotterInstructions />
          <CallBuilderCard
            form={form}
            onFormChange={(next) => {
              setForm(next);
              setError('');
            }}
            onAdd={addCall}
            onClear={() => {
              setForm({ ...EMPTY_PLOTTER_FORM, unit: form.unit });
              setError('');
            }}
            error={error}
            status={status}
            pointOfBeginningSet={pointOfBeginningSet}
            onPointOfBeginningToggle={() => setPointOfBeginningSet((set) => !set)}
            facing={nearestCompassPoint(facingAzimuth)}
            facingShown={facingShown}
            onFacingToggle={() => setFacingShown((shown) => !shown)}
          />
        </div>
        <div className="survey-area-drawing">
          <PlotterPreviewCard
            analysis={analysis}
            scene={scene}
            showSection={showSection}
            onShowSectionChange={setShowSection}
            corner={corner}
            onCornerChange={setCorner}
            sectionTied={false}
            sectionNote={placement.note}
          />
          {analysis && (
            <LazyShareResult
              calculator="tract"
              inputs={{ deed: callsToDeedText(calls) }}
              category="title-ownership"
            />
          )}
        </div>
        <div className="survey-area-calls">
          <PlotterCallsCard
            calls={plotter.calls}
            feetOf={(index) => calls[index]?.distance ?? 0}
            onDelete={(index) => {
              plotter.remove(index);
              setHovered(null);
              setStatus(`Call ${index + 1} deleted`);
            }}
            onDeleteAll={async () => {
              const sure = await dialogs.confirm({
                title: 'Delete all calls',
                message: `Delete all ${plotter.calls.length} calls? This cannot be undone.`,
                confirmLabel: 'Delete all',
                danger: true,
              });
              if (sure) {
                plotter.clear();
                setHovered(null);
                setStatus('All calls deleted');
              }
            }}
            onHover={setHovered}
          />
        </div>
      </div>
    </div>
  );
}
