import { useState } from 'react';
import { type SectionGrid, type TractAnalysis, tractToDxf, tractToSvg } from '../../../../../calc/survey';
import { canvasToPngBlob, downloadBlob, downloadText } from '../survey-canvas/download-file';
import { renderSceneToCanvas } from '../survey-canvas/survey-canvas';
import type { SurveyScene } from '../survey-canvas/survey-scene';

const FILE_NAME = 'tract-visualization';

interface Props {
  analysis: TractAnalysis | null;
  /** The drawing as shown, less the highlight. */
  scene: SurveyScene;
  section: SectionGrid | null;
  size: number;
}

/** Export PNG (docs/product.md#pages: tract-visualization.png), and SVG and DXF for CAD and GIS. */
export function TractExportButtons({ analysis, scene, section, size }: Props) {
  const [error, setError] = useState('');
  const exportPng = async () => {
    setError('');
    // Drawn again at twice the product description's 700 px, without the highlight: the same picture, sharp when printed.
    const blob = await canvasToPngBlob(renderSceneToCanvas({ ...scene, highlight: null }, size, 2));
    if (blob) downloadBlob(blob, `${FILE_NAME}.png`);
    else setError('This browser could not make the PNG. Try Export SVG instead.');
  };
  const exportSvg = () => {
    if (!analysis) return;
    const svg = tractToSvg(analysis, {
      width: size,
      height: size,
      title: 'Tract',
      ...(section ? { section } : {}),
    });
    downloadText(svg, `${FILE_NAME}.svg`, 'image/svg+xml');
  };
  const exportDxf = () => {
    if (analysis) downloadText(tractToDxf(analysis), `${FILE_NAME}.dxf`, 'application/dxf');
  };
  const disabled = analysis === null;
  return (
    <div className="survey-exports">
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={exportPng} disabled={disabled}>
          Export PNG
        </button>
        <button type="button" className="btn btn-secondary" onClick={exportSvg} disabled={disabled}>
          Export SVG
        </button>
        <button type="button" className="btn btn-secondary" onClick={exportDxf} disabled={disabled}>
          Export DXF
        </button>
      </div>
      {error && (
        <p className="survey-inline-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
