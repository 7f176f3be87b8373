import {
  azimuthToUnitVector,
  canvasPoint,
  curveCenter,
  type Degrees,
  type Point,
  type TractAnalysis,
  type TractLeg,
} from '../../../../../calc/survey';
import { northArrowBox, scaleBarBox } from './draw-decorations';
import { type LabelBox, placeLabel } from './label-placement';
import { SURVEY_COLORS } from './survey-palette';
import { haloText, type SurveyView, setFont } from './survey-view';

/** Past this many points the numbers would cover the drawing; only the point of beginning is labelled. */
const MAX_LABELLED_POINTS = 60;

/** Adds the legs to the current path: lines, and curves as true circular arcs. */
export function tracePath(view: SurveyView, legs: readonly TractLeg[]): void {
  const { ctx, fit } = view;
  const first = legs[0];
  if (!first) return;
  const start = canvasPoint(fit, first.from);
  ctx.moveTo(start.x, start.y);
  for (const leg of legs) {
    const to = canvasPoint(fit, leg.to);
    const { call } = leg;
    if (call.kind !== 'curve') {
      ctx.lineTo(to.x, to.y);
      continue;
    }
    const from = canvasPoint(fit, leg.from);
    const center = canvasPoint(fit, curveCenter(leg.from, call));
    const startAngle = Math.atan2(from.y - center.y, from.x - center.x);
    const endAngle = Math.atan2(to.y - center.y, to.x - center.x);
    // Canvas angles grow clockwise on screen (y down), and a right turn runs clockwise: so left is anticlockwise.
    ctx.arc(center.x, center.y, call.radius * fit.scale, startAngle, endAngle, call.turn === 'left');
  }
}

/**
 * The tie from the point of commencement, dashed, and its 'POC' label placed clear of the north arrow, the scale
 * bar and `keepClear` (the section's labels). Returns the boxes it took, for the point labels to keep clear of.
 */
export function drawTie(
  view: SurveyView,
  analysis: TractAnalysis,
  keepClear: readonly LabelBox[] = [],
): LabelBox[] {
  const { ctx, ui, fit } = view;
  const start = analysis.tieVertices[0];
  if (!start || analysis.tieLegs.length === 0) return [];
  ctx.save();
  ctx.strokeStyle = SURVEY_COLORS.tie;
  ctx.lineWidth = 1.5 * ui;
  ctx.setLineDash([7 * ui, 5 * ui]);
  ctx.beginPath();
  tracePath(view, analysis.tieLegs);
  ctx.stroke();
  ctx.setLineDash([]);
  const at = canvasPoint(fit, start);
  const half = 5 * ui;
  ctx.fillStyle = SURVEY_COLORS.tie;
  ctx.fillRect(at.x - half, at.y - half, half * 2, half * 2);
  setFont(view, 12, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const square = { left: at.x - half, top: at.y - half, right: at.x + half, bottom: at.y + half };
  const taken: LabelBox[] = [northArrowBox(view), scaleBarBox(view), ...keepClear, square];
  const middle = analysis.vertices.reduce(
    (sum, point) => ({
      x: sum.x + point.x / analysis.vertices.length,
      y: sum.y + point.y / analysis.vertices.length,
    }),
    { x: 0, y: 0 },
  );
  const size = { width: ctx.measureText('POC').width + 4 * ui, height: 15 * ui };
  const center = placeLabel(at, outward(start, middle), size, 4 * ui, view.size, taken);
  haloText(view, 'POC', center.x, center.y, SURVEY_COLORS.tie);
  ctx.restore();
  return [square, ...taken.slice(-1)];
}

export function drawTractShape(view: SurveyView, analysis: TractAnalysis): void {
  const { ctx, ui, fit } = view;
  ctx.save();
  ctx.beginPath();
  tracePath(view, analysis.legs);
  ctx.closePath();
  ctx.fillStyle = SURVEY_COLORS.tractFill;
  ctx.fill();
  ctx.beginPath();
  tracePath(view, analysis.legs);
  ctx.strokeStyle = SURVEY_COLORS.tract;
  ctx.lineWidth = 2.5 * ui;
  ctx.lineJoin = 'round';
  ctx.stroke();
  // The misclosure, from the last point back to the point of beginning.
  const end = analysis.vertices.at(-1);
  if (analysis.closureFt > 0 && end) {
    const from = canvasPoint(fit, end);
    const to = canvasPoint(fit, { x: 0, y: 0 });
    ctx.strokeStyle = SURVEY_COLORS.gap;
    ctx.lineWidth = 1.5 * ui;
    ctx.setLineDash([4 * ui, 3 * ui]);
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  }
  ctx.restore();
}

export function drawHighlightedLeg(view: SurveyView, leg: TractLeg): void {
  const { ctx, ui, fit } = view;
  ctx.save();
  ctx.strokeStyle = SURVEY_COLORS.highlight;
  ctx.lineWidth = 6 * ui;
  ctx.lineCap = 'round';
  ctx.beginPath();
  tracePath(view, [leg]);
  ctx.stroke();
  ctx.fillStyle = SURVEY_COLORS.highlight;
  for (const point of [leg.from, leg.to]) {
    const at = canvasPoint(fit, point);
    ctx.beginPath();
    ctx.arc(at.x, at.y, 5 * ui, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Numbered points, each label pushed away from the tract's middle so it sits outside the lines. */
export function drawPoints(
  view: SurveyView,
  analysis: TractAnalysis,
  markPointOfBeginning: boolean,
  keepClear: readonly LabelBox[] = [],
): void {
  const { ctx, ui, fit } = view;
  // A tract that closes ends on its point of beginning: the last point is not numbered a second time.
  const points =
    analysis.closes && analysis.vertices.length > 1 ? analysis.vertices.slice(0, -1) : analysis.vertices;
  const middle = points.reduce(
    (sum, p) => ({ x: sum.x + p.x / points.length, y: sum.y + p.y / points.length }),
    {
      x: 0,
      y: 0,
    },
  );
  const labelled = points.length <= MAX_LABELLED_POINTS;
  // Each point's own dot is kept clear, and so are the north arrow, the scale bar and the section's labels.
  const taken: LabelBox[] = [northArrowBox(view), scaleBarBox(view), ...keepClear];
  const dots = points.map((point) => canvasPoint(fit, point));
  for (const dot of dots) {
    taken.push({ left: dot.x - 4 * ui, top: dot.y - 4 * ui, right: dot.x + 4 * ui, bottom: dot.y + 4 * ui });
  }
  const origin = canvasPoint(fit, { x: 0, y: 0 });
  const ring = 9 * ui;
  if (markPointOfBeginning) {
    taken.push({
      left: origin.x - ring,
      top: origin.y - ring,
      right: origin.x + ring,
      bottom: origin.y + ring,
    });
  }
  ctx.save();
  setFont(view, 12, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = SURVEY_COLORS.point;
  for (const dot of dots) {
    ctx.beginPath();
    ctx.arc(dot.x, dot.y, 3.5 * ui, 0, Math.PI * 2);
    ctx.fill();
  }
  points.forEach((point, index) => {
    const isStart = index === 0;
    const at = dots[index];
    if ((!labelled && !isStart) || !at) return;
    const pob = isStart && markPointOfBeginning;
    const text = pob ? 'P0 · POB' : `P${index}`;
    const box = { width: ctx.measureText(text).width + 4 * ui, height: 15 * ui };
    const center = placeLabel(at, outward(point, middle), box, (pob ? 10 : 5) * ui, view.size, taken);
    haloText(view, text, center.x, center.y, pob ? SURVEY_COLORS.pointOfBeginning : SURVEY_COLORS.label);
  });
  if (markPointOfBeginning) {
    ctx.strokeStyle = SURVEY_COLORS.pointOfBeginning;
    ctx.lineWidth = 2 * ui;
    ctx.beginPath();
    ctx.arc(origin.x, origin.y, ring - ui, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

/** Unit vector on the canvas (y down) from the tract's middle toward `point`; up-right when they coincide. */
function outward(point: Point, middle: Point): Point {
  const dx = point.x - middle.x;
  const dy = -(point.y - middle.y);
  const length = Math.hypot(dx, dy);
  return length > 1e-9 ? { x: dx / length, y: dy / length } : { x: Math.SQRT1_2, y: -Math.SQRT1_2 };
}

/** The plotter's call being typed: a dashed line with an arrowhead from the current end point. */
export function drawPreviewLeg(view: SurveyView, leg: TractLeg): void {
  const { ctx, ui, fit } = view;
  const from = canvasPoint(fit, leg.from);
  const to = canvasPoint(fit, leg.to);
  ctx.save();
  ctx.strokeStyle = SURVEY_COLORS.preview;
  ctx.fillStyle = SURVEY_COLORS.preview;
  ctx.lineWidth = 2 * ui;
  ctx.setLineDash([8 * ui, 5 * ui]);
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
  ctx.setLineDash([]);
  arrowHead(view, to, leg.call.bearing, 11 * ui);
  ctx.restore();
}

/** Which way the next call faces, as a short arrow from the current end point. */
export function drawFacing(view: SurveyView, at: Point, bearing: Degrees): void {
  const { ctx, ui, fit } = view;
  const start = canvasPoint(fit, at);
  const direction = azimuthToUnitVector(bearing);
  const length = 46 * ui;
  const tip = { x: start.x + direction.x * length, y: start.y - direction.y * length };
  ctx.save();
  ctx.strokeStyle = SURVEY_COLORS.ink;
  ctx.fillStyle = SURVEY_COLORS.ink;
  ctx.lineWidth = 2.5 * ui;
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  ctx.lineTo(tip.x, tip.y);
  ctx.stroke();
  arrowHead(view, tip, bearing, 12 * ui);
  ctx.restore();
}

function arrowHead(view: SurveyView, tip: Point, bearing: Degrees, length: number): void {
  const { ctx } = view;
  const direction = azimuthToUnitVector(bearing);
  const back = { x: -direction.x, y: direction.y };
  const side = { x: -back.y, y: back.x };
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(
    tip.x + back.x * length + side.x * length * 0.5,
    tip.y + back.y * length + side.y * length * 0.5,
  );
  ctx.lineTo(
    tip.x + back.x * length - side.x * length * 0.5,
    tip.y + back.y * length - side.y * length * 0.5,
  );
  ctx.closePath();
  ctx.fill();
}
