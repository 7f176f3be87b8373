import {
  canvasPoint,
  fitTractToCanvas,
  formatFeet,
  formatQuadrantBearing,
  type Point,
} from '../../../../../calc/survey';
import { drawCaption, drawCenteredMessage, drawGrid, drawNorthArrow, drawScaleBar } from './draw-decorations';
import { drawSection } from './draw-section';
import {
  drawFacing,
  drawHighlightedLeg,
  drawPoints,
  drawPreviewLeg,
  drawTie,
  drawTractShape,
} from './draw-tract';
import { SURVEY_COLORS } from './survey-palette';
import type { SurveyScene } from './survey-scene';
import type { SurveyView } from './survey-view';

export interface SurveyDrawOptions {
  /** Logical size: 700 for the visualizer, 600 for the plotter (docs/product.md#limits). */
  size: number;
  /** Enlargement of text and markers (see SurveyView). */
  ui: number;
}

/** Points the view must hold: the tract, its tie, the section when shown, and the call being typed. */
function scenePoints(scene: SurveyScene): Point[] {
  const points: Point[] = [];
  if (scene.analysis) points.push(...scene.analysis.vertices, ...scene.analysis.tieVertices);
  if (scene.section) points.push(...scene.section.outline);
  if (scene.preview) points.push(scene.preview.from, scene.preview.to);
  for (const exception of scene.exceptions) points.push(...exception);
  return points;
}

/** An excepted tract: a dashed outline in the gap colour, not part of the area drawn. */
function drawException(view: SurveyView, corners: readonly Point[]): void {
  const { ctx, ui, fit } = view;
  ctx.save();
  ctx.strokeStyle = SURVEY_COLORS.gap;
  ctx.lineWidth = 1.5 * ui;
  ctx.setLineDash([4 * ui, 4 * ui]);
  ctx.beginPath();
  corners.forEach((corner, index) => {
    const at = canvasPoint(fit, corner);
    if (index === 0) ctx.moveTo(at.x, at.y);
    else ctx.lineTo(at.x, at.y);
  });
  ctx.closePath();
  ctx.stroke();
  ctx.restore();
}

/**
 * Draws a scene into `ctx`, whose transform already maps `size` logical pixels onto the canvas: north up,
 * scaled to fit. The same function paints the screen and the exported PNG.
 */
export function drawSurvey(
  ctx: CanvasRenderingContext2D,
  scene: SurveyScene,
  options: SurveyDrawOptions,
): void {
  const { size, ui } = options;
  // Room round the tract for point labels; on a small screen the labels are bigger but the room grows less. A
  // section (a square) or a tie (its point of commencement is often a corner of the view) reaches the view's
  // corners, where the north arrow and the scale bar sit: then the room clears them (56 px wide, 52 px tall, at 1x).
  const cornersUsed = scene.section !== null || (scene.analysis?.tieLegs.length ?? 0) > 0;
  const padding = Math.min(Math.max(40 + 24 * ui, cornersUsed ? 58 * ui : 0), size / 4);
  const fit = fitTractToCanvas(scenePoints(scene), size, size, padding);
  const view: SurveyView = { ctx, size, ui, fit };
  ctx.fillStyle = SURVEY_COLORS.paper;
  ctx.fillRect(0, 0, size, size);
  drawGrid(view);
  const { analysis } = scene;
  const occupied = analysis
    ? [...analysis.vertices, ...analysis.tieVertices, ...scene.exceptions.flat()]
    : [];
  const sectionLabels = scene.section ? drawSection(view, scene.section, occupied) : [];
  if (analysis && analysis.legs.length > 0) {
    const tieLabels = drawTie(view, analysis, sectionLabels);
    drawTractShape(view, analysis);
    for (const exception of scene.exceptions) drawException(view, exception);
    const highlighted = scene.highlight
      ? (scene.highlight.set === 'tract' ? analysis.legs : analysis.tieLegs)[scene.highlight.index]
      : undefined;
    if (highlighted) drawHighlightedLeg(view, highlighted);
    if (scene.preview) drawPreviewLeg(view, scene.preview);
    drawPoints(view, analysis, scene.markPointOfBeginning, [...sectionLabels, ...tieLabels]);
    if (highlighted && scene.highlight) {
      const prefix = scene.highlight.set === 'tract' ? `Call ${scene.highlight.index + 1}` : 'Tie';
      const bearing = formatQuadrantBearing(highlighted.call.quadrant, 0);
      const chord = highlighted.call.kind === 'curve' ? ' (chord)' : '';
      const caption = `${prefix}: ${bearing}  ${formatFeet(highlighted.call.distance)} ft${chord}`;
      drawCaption(view, caption, SURVEY_COLORS.highlight);
    }
  } else {
    if (scene.preview) drawPreviewLeg(view, scene.preview);
    if (!scene.preview) drawCenteredMessage(view, scene.emptyMessage);
  }
  if (scene.facing !== null) {
    drawFacing(view, analysis?.vertices.at(-1) ?? scene.preview?.from ?? { x: 0, y: 0 }, scene.facing);
  }
  drawNorthArrow(view);
  // A scale bar under nothing measures nothing.
  if (analysis || scene.preview || scene.section) drawScaleBar(view);
}
