import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/page-title';
import { LazyShareResult } from './calculator-shared/lazy-share-result';
import { type SectionCorner, sectionPlacement } from './survey-canvas/section-placement';
import { emptyScene, type LegRef, legRefEquals, type SurveyScene } from './survey-canvas/survey-scene';
import { handedOffDeedText } from './tract/deed-handoff';
import { DeedInputCard } from './tract/deed-input-card';
import { DeedMessages } from './tract/deed-messages';
import { EXAMPLE_DEED } from './tract/example-deed';
import { HowToUse } from './tract/how-to-use';
import { ParsedCallsList } from './tract/parsed-calls-list';
import { TractDrawingCard } from './tract/tract-drawing-card';
import { type TractResult, visualizeDeed } from './tract/visualize-deed';
import '../../../styles/survey.css';

const TITLE = 'Metes & Bounds Tract Visualizer';

// docs/product.md#pages, #validation and #limits: paste a deed, see the tract drawn, its acreage and closure, export it.
export default function TractVisualizerPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  // A link from the plotter (or any ?deed= link) opens with its tract already drawn.
  const [initialText] = useState(() => handedOffDeedText(params));
  const [text, setText] = useState(initialText);
  const [result, setResult] = useState<TractResult | null>(() =>
    initialText ? visualizeDeed(initialText) : null,
  );
  // The text behind the drawing, which is what a shared card or link carries (not what was typed since).
  const [drawnText, setDrawnText] = useState(initialText);
  const [showSection, setShowSection] = useState(false);
  const [corner, setCorner] = useState<SectionCorner | null>(null);
  const [hovered, setHovered] = useState<LegRef | null>(null);
  const [pinned, setPinned] = useState<LegRef | null>(null);
  // A new run re-mounts the messages, so a screen reader hears an error again when it comes back unchanged.
  const [runs, setRuns] = useState(0);

  const visualize = (deed: string) => {
    setResult(visualizeDeed(deed));
    setDrawnText(deed);
    setRuns((count) => count + 1);
    setHovered(null);
    setPinned(null);
  };
  const pin = useCallback(
    (leg: LegRef) => setPinned((current) => (legRefEquals(current, leg) ? null : leg)),
    [],
  );
  const analysis = result?.analysis ?? null;
  const tie = result?.tie ?? null;
  const placement = useMemo(
    () => sectionPlacement(showSection, corner, tie, analysis?.tieVertices[0] ?? { x: 0, y: 0 }),
    [showSection, corner, tie, analysis],
  );
  const section = placement.section;
  const highlight = hovered ?? pinned;
  const scene = useMemo<SurveyScene>(
    () => ({
      ...emptyScene(analysis ? '' : 'Paste a deed description and choose Visualize Tract'),
      analysis,
      section,
      highlight,
      exceptions: result?.exceptionShapes ?? [],
    }),
    [analysis, section, highlight, result],
  );

  return (
    <div className="page survey-page">
      <header className="survey-header">
        <h1>{TITLE}</h1>
        <p className="muted">
          Paste a metes and bounds description to see the tract drawn to scale, with its acreage and whether
          it closes.
        </p>
      </header>
      <div className="survey-layout">
        <div className="survey-area-input">
          <DeedInputCard
            text={text}
            onTextChange={setText}
            onVisualize={() => visualize(text)}
            onLoadExample={() => {
              setText(EXAMPLE_DEED);
              visualize(EXAMPLE_DEED);
            }}
            onClear={() => {
              setText('');
              setResult(null);
            }}
          />
        </div>
        <div className="survey-area-messages">{result && <DeedMessages key={runs} result={result} />}</div>
        <div className="survey-area-drawing">
          <TractDrawingCard
            analysis={analysis}
            statedArea={result?.parsed.statedArea ?? null}
            scene={scene}
            section={section}
            showSection={showSection}
            onShowSectionChange={setShowSection}
            corner={corner}
            onCornerChange={setCorner}
            sectionTied={tie !== null}
            sectionNote={placement.note}
          />
          {analysis && (
            <LazyShareResult calculator="tract" inputs={{ deed: drawnText }} category="title-ownership" />
          )}
        </div>
        {analysis && (
          <div className="survey-area-calls">
            <ParsedCallsList
              analysis={analysis}
              highlighted={highlight}
              pinned={pinned}
              onHover={setHovered}
              onPin={pin}
            />
          </div>
        )}
        <div className="survey-area-help">
          <HowToUse />
        </div>
      </div>
    </div>
  );
}
