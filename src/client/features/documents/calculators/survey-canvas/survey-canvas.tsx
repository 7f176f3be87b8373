import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../../ui/hydration';
import { drawSurvey } from './draw-survey';
import type { SurveyScene } from './survey-scene';

/** Text, markers and strokes grow at most this much on a small screen. */
const MAX_UI_SCALE = 2.2;

interface Props {
  /** Logical (and largest CSS) size in pixels: 700 for the visualizer, 600 for the plotter (docs/product.md#limits). */
  size: number;
  scene: SurveyScene;
  /** The canvas's text alternative; the calls list beside it is the full accessible equivalent. */
  label: string;
}

/**
 * A square drawing that shrinks to the width available (CSS), redrawn at the screen's real pixel density so it
 * stays crisp on phones and high-DPI laptops, with text enlarged as the canvas shrinks so labels stay readable.
 */
export function SurveyCanvas({ size, scene, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [shownWidth, setShownWidth] = useState(size);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width && width > 0) setShownWidth(Math.round(width));
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // Browser zoom and moving the window to another screen change the pixel density without resizing the canvas.
  const hydrated = useHydrated();
  const [pixelRatio, setPixelRatio] = useState(() => (hydrated ? window.devicePixelRatio || 1 : 1));
  useEffect(() => {
    setPixelRatio(window.devicePixelRatio || 1);
    const query = window.matchMedia?.(`(resolution: ${pixelRatio}dppx)`);
    const update = () => setPixelRatio(window.devicePixelRatio || 1);
    query?.addEventListener('change', update);
    return () => query?.removeEventListener('change', update);
  }, [pixelRatio]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const pixels = Math.max(1, Math.round(shownWidth * pixelRatio));
    if (canvas.width !== pixels) canvas.width = pixels;
    if (canvas.height !== pixels) canvas.height = pixels;
    const toCanvas = pixels / size;
    ctx.setTransform(toCanvas, 0, 0, toCanvas, 0, 0);
    const ui = Math.min(MAX_UI_SCALE, Math.max(1, size / shownWidth));
    drawSurvey(ctx, scene, { size, ui });
  }, [scene, shownWidth, size, pixelRatio]);

  return (
    <canvas
      ref={canvasRef}
      className="survey-canvas"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      style={{ maxWidth: `${size}px` }}
      data-logical-size={size}
    />
  );
}

/** Renders a scene on a fresh canvas at `size` x `scale` pixels, for the PNG export (same drawing as on screen). */
export function renderSceneToCanvas(scene: SurveyScene, size: number, scale = 2): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    drawSurvey(ctx, scene, { size, ui: 1 });
  }
  return canvas;
}
