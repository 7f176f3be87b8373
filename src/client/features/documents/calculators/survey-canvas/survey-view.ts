import type { CanvasFit } from '../../../../../calc/survey';
import { SURVEY_COLORS, SURVEY_FONT } from './survey-palette';

/**
 * The drawing's coordinate space: `size` logical pixels square (700 for the visualizer, 600 for the plotter, docs/product.md
 * #limits) whatever the screen. `ui` enlarges text, markers and strokes when the canvas is shown smaller than
 * `size` CSS pixels, so a label on a 360 px phone stays about as big as on a desktop.
 */
export interface SurveyView {
  ctx: CanvasRenderingContext2D;
  size: number;
  ui: number;
  fit: CanvasFit;
}

export function setFont(view: SurveyView, pixels: number, weight: 'normal' | 'bold' = 'normal'): void {
  view.ctx.font = `${weight} ${Math.round(pixels * view.ui)}px ${SURVEY_FONT}`;
}

/** Text with a white halo, readable over lines and the section grid. */
export function haloText(view: SurveyView, text: string, x: number, y: number, color: string): void {
  const { ctx } = view;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3.5 * view.ui;
  ctx.strokeStyle = SURVEY_COLORS.paper;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
  ctx.restore();
}
