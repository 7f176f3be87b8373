import type { Point } from './bearing';

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface ScaleBar {
  /** A 1, 2 or 5 times a power of ten length in feet. */
  feet: number;
  pixels: number;
  label: string;
}

/** Maps feet (x east, y north) to canvas pixels (y down): px = offsetX + x * scale, py = offsetY - y * scale. */
export interface CanvasFit {
  /** Pixels per foot. */
  scale: number;
  offsetX: number;
  offsetY: number;
  scaleBar: ScaleBar;
}

export function pointsBounds(points: readonly Point[]): Bounds {
  const bounds = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };
  for (const point of points) {
    bounds.minX = Math.min(bounds.minX, point.x);
    bounds.minY = Math.min(bounds.minY, point.y);
    bounds.maxX = Math.max(bounds.maxX, point.x);
    bounds.maxY = Math.max(bounds.maxY, point.y);
  }
  return points.length > 0 ? bounds : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
}

/** The largest 1, 2 or 5 x 10^k not above `limit` (at least 1 ft). */
export function niceScaleBarFeet(limit: number): number {
  if (!(limit >= 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(limit));
  const step = [5, 2, 1].find((multiple) => multiple * power <= limit) ?? 1;
  return step * power;
}

/** A tract too small to size the view (one point, or none) is shown in a 100 ft box. */
const MIN_SPAN_FEET = 100;

/**
 * Scale and offset that fit `points` (the tract, its tie and, when shown, the section grid) inside a
 * width x height canvas with `padding` pixels each side, centred, north up, plus a scale bar about a quarter of
 * the drawable width.
 */
export function fitTractToCanvas(
  points: readonly Point[],
  width: number,
  height: number,
  padding = 40,
): CanvasFit {
  const bounds = pointsBounds(points);
  const spanX = Math.max(bounds.maxX - bounds.minX, 0);
  const spanY = Math.max(bounds.maxY - bounds.minY, 0);
  const span = Math.max(spanX, spanY) > 0 ? { x: spanX, y: spanY } : { x: MIN_SPAN_FEET, y: MIN_SPAN_FEET };
  const drawableWidth = Math.max(width - 2 * padding, 1);
  const drawableHeight = Math.max(height - 2 * padding, 1);
  const scale = Math.min(
    span.x > 0 ? drawableWidth / span.x : Number.POSITIVE_INFINITY,
    span.y > 0 ? drawableHeight / span.y : Number.POSITIVE_INFINITY,
  );
  const centerX = (bounds.minX + bounds.maxX) / 2;
  const centerY = (bounds.minY + bounds.maxY) / 2;
  const barFeet = niceScaleBarFeet(drawableWidth / scale / 4);
  return {
    scale,
    offsetX: width / 2 - centerX * scale,
    offsetY: height / 2 + centerY * scale,
    scaleBar: { feet: barFeet, pixels: barFeet * scale, label: `${barFeet.toLocaleString('en-US')} ft` },
  };
}

export const canvasPoint = (fit: CanvasFit, point: Point): Point => ({
  x: fit.offsetX + point.x * fit.scale,
  y: fit.offsetY - point.y * fit.scale,
});
