import { niceScaleBarFeet } from '../../../../../calc/survey';
import type { LabelBox } from './label-placement';
import { SURVEY_COLORS } from './survey-palette';
import { haloText, type SurveyView, setFont } from './survey-view';
import { wrapText } from './wrap-text';

/** Light grid lines every 1, 2 or 5 x 10^k feet, about ten across, aligned on the point of beginning. */
export function drawGrid(view: SurveyView): void {
  const { ctx, size, fit } = view;
  const step = niceScaleBarFeet(size / fit.scale / 10);
  const first = (pixel: number, offset: number, sign: 1 | -1) => ((pixel - offset) * sign) / fit.scale;
  const west = first(0, fit.offsetX, 1);
  const east = first(size, fit.offsetX, 1);
  const north = first(0, fit.offsetY, -1);
  const south = first(size, fit.offsetY, -1);
  if ((east - west) / step > 200) return;
  ctx.save();
  ctx.strokeStyle = SURVEY_COLORS.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = Math.ceil(west / step) * step; x <= east; x += step) {
    const px = fit.offsetX + x * fit.scale;
    ctx.moveTo(px, 0);
    ctx.lineTo(px, size);
  }
  for (let y = Math.ceil(south / step) * step; y <= north; y += step) {
    const py = fit.offsetY - y * fit.scale;
    ctx.moveTo(0, py);
    ctx.lineTo(size, py);
  }
  ctx.stroke();
  ctx.restore();
}

/** Where the north arrow sits, so point labels keep clear of it. */
export function northArrowBox(view: SurveyView): LabelBox {
  const { size, ui } = view;
  return { left: size - 56 * ui, top: 0, right: size, bottom: 66 * ui };
}

/** Where the scale bar and its label sit (see drawScaleBar). */
export function scaleBarBox(view: SurveyView): LabelBox {
  const { size, ui, fit } = view;
  const width = Math.max(fit.scaleBar.pixels, 70 * ui);
  return { left: 0, top: size - 52 * ui, right: 22 * ui + width, bottom: size };
}

export function drawNorthArrow(view: SurveyView): void {
  const { ctx, size, ui } = view;
  const x = size - 30 * ui;
  const y = 40 * ui;
  const arm = 14 * ui;
  ctx.save();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.beginPath();
  ctx.arc(x, y, 24 * ui, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = SURVEY_COLORS.ink;
  ctx.beginPath();
  ctx.moveTo(x, y - arm);
  ctx.lineTo(x + arm * 0.6, y + arm);
  ctx.lineTo(x, y + arm * 0.55);
  ctx.lineTo(x - arm * 0.6, y + arm);
  ctx.closePath();
  ctx.fill();
  setFont(view, 13, 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  haloText(view, 'N', x, y - arm - 2 * ui, SURVEY_COLORS.ink);
  ctx.restore();
}

/** A bar of the fit's 1-2-5 length, split in two so it reads as a surveyor's scale. */
export function drawScaleBar(view: SurveyView): void {
  const { ctx, size, ui, fit } = view;
  const bar = fit.scaleBar;
  const left = 16 * ui;
  const bottom = size - 16 * ui;
  const height = 6 * ui;
  ctx.save();
  setFont(view, 12);
  const width = Math.max(bar.pixels, ctx.measureText(bar.label).width);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.fillRect(left - 6 * ui, bottom - height - 24 * ui, width + 12 * ui, height + 30 * ui);
  ctx.strokeStyle = SURVEY_COLORS.ink;
  ctx.lineWidth = Math.max(1, ui);
  ctx.strokeRect(left, bottom - height, bar.pixels, height);
  ctx.fillStyle = SURVEY_COLORS.ink;
  ctx.fillRect(left, bottom - height, bar.pixels / 2, height);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'bottom';
  ctx.fillText(bar.label, left, bottom - height - 4 * ui);
  ctx.restore();
}

export function drawCenteredMessage(view: SurveyView, message: string): void {
  const { ctx, size } = view;
  ctx.save();
  setFont(view, 15);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Wrapped to the drawing, less a margin: scaled down to a phone the hint would otherwise run off both sides.
  const lines = wrapText(message, size - 48 * view.ui, (line) => ctx.measureText(line).width);
  const lineHeight = 22 * view.ui;
  lines.forEach((line, index) => {
    const y = size / 2 + (index - (lines.length - 1) / 2) * lineHeight;
    haloText(view, line, size / 2, y, SURVEY_COLORS.muted);
  });
  ctx.restore();
}

/** A one-line caption in the top-left corner (the highlighted call). */
export function drawCaption(view: SurveyView, text: string, color: string): void {
  const { ctx, ui } = view;
  ctx.save();
  setFont(view, 13, 'bold');
  const width = ctx.measureText(text).width;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.94)';
  ctx.fillRect(8 * ui, 8 * ui, width + 16 * ui, 26 * ui);
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(1, ui);
  ctx.strokeRect(8 * ui, 8 * ui, width + 16 * ui, 26 * ui);
  ctx.fillStyle = color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 16 * ui, 21 * ui);
  ctx.restore();
}
