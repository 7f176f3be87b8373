import { canvasPoint, type Point, type SectionGrid } from '../../../../../calc/survey';
import type { LabelBox } from './label-placement';
import { SURVEY_COLORS } from './survey-palette';
import { haloText, type SurveyView, setFont } from './survey-view';

function polygonPath(view: SurveyView, points: readonly Point[]): void {
  const { ctx, fit } = view;
  points.forEach((point, index) => {
    const at = canvasPoint(fit, point);
    if (index === 0) ctx.moveTo(at.x, at.y);
    else ctx.lineTo(at.x, at.y);
  });
  ctx.closePath();
}

/**
 * The 640-acre section: 16 quarter-quarters, the quarter lines a little darker, the outline darkest. A
 * quarter-quarter's label is left out where the tract's points (`occupied`, in feet) fall on it or beside it: the
 * points' own labels go there, and the page names the corner the tract is placed at. Returns where the labels
 * went, so the tract's point labels can keep clear of them.
 */
export function drawSection(
  view: SurveyView,
  section: SectionGrid,
  occupied: readonly Point[] = [],
): LabelBox[] {
  const { ctx, fit, ui } = view;
  ctx.save();
  ctx.lineWidth = 1;
  ctx.strokeStyle = SURVEY_COLORS.sectionLine;
  ctx.beginPath();
  for (const part of section.quarterQuarters) polygonPath(view, part.polygon);
  ctx.stroke();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = SURVEY_COLORS.sectionQuarterLine;
  ctx.beginPath();
  for (const part of section.quarters) polygonPath(view, part.polygon);
  ctx.stroke();
  ctx.lineWidth = 2;
  ctx.strokeStyle = SURVEY_COLORS.sectionOutline;
  ctx.beginPath();
  polygonPath(view, section.outline);
  ctx.stroke();

  // Labels where a quarter-quarter can hold them: on one line, else the two halves stacked, else none.
  const cellPixels = (section.side / 4) * fit.scale;
  setFont(view, 11);
  const oneLine = ctx.measureText('NW/4 NW/4').width + 8 * ui;
  const twoLines = ctx.measureText('NW/4').width + 8 * ui;
  const lineHeight = 13 * ui;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const boxes: LabelBox[] = [];
  const box = (x: number, y: number, width: number, height: number) =>
    boxes.push({ left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 });
  const dots = occupied.map((point) => canvasPoint(fit, point));
  // Room for a point's dot and its label on any side.
  const margin = 18 * ui;
  const crowded = (at: Point, width: number, height: number) =>
    dots.some(
      (dot) => Math.abs(dot.x - at.x) <= width / 2 + margin && Math.abs(dot.y - at.y) <= height / 2 + margin,
    );
  for (const part of section.quarterQuarters) {
    const at = canvasPoint(fit, part.center);
    if (crowded(at, Math.min(oneLine, cellPixels), lineHeight * 2)) continue;
    if (cellPixels > oneLine) {
      haloText(view, part.label, at.x, at.y, SURVEY_COLORS.sectionText);
      box(at.x, at.y, oneLine, lineHeight);
    } else if (cellPixels > twoLines && cellPixels > lineHeight * 2.5) {
      const [first = '', second = ''] = part.label.split(' ');
      haloText(view, first, at.x, at.y - lineHeight / 2, SURVEY_COLORS.sectionText);
      haloText(view, second, at.x, at.y + lineHeight / 2, SURVEY_COLORS.sectionText);
      box(at.x, at.y, twoLines, lineHeight * 2);
    }
  }
  ctx.restore();
  return boxes;
}
