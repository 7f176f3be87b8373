import type { Point } from '../../../../../calc/survey';

/** A rectangle on the canvas, logical pixels. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: LabelBox, b: LabelBox): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Eight directions, the preferred one first, then turning away from it a little more each time. */
function directionsFrom(preferred: Point): Point[] {
  const start = Math.atan2(preferred.y, preferred.x);
  const turns = [0, 1, -1, 2, -2, 3, -3, 4];
  return turns.map((turn) => ({
    x: Math.cos(start + (turn * Math.PI) / 4),
    y: Math.sin(start + (turn * Math.PI) / 4),
  }));
}

/**
 * Places a label of `width` x `height` beside `at`, `gap` pixels away, in the first direction (from `preferred`
 * round) where it stays on the canvas and clear of the boxes taken so far; falls back to `preferred`. The box
 * chosen is added to `taken`. Returns the label's centre.
 */
export function placeLabel(
  at: Point,
  preferred: Point,
  size: { width: number; height: number },
  gap: number,
  canvasSize: number,
  taken: LabelBox[],
): Point {
  const boxAt = (direction: Point): { center: Point; box: LabelBox } => {
    // Far enough along the direction that the nearest edge of the box is `gap` from the point.
    const reach = gap + Math.abs(direction.x) * (size.width / 2) + Math.abs(direction.y) * (size.height / 2);
    const center = { x: at.x + direction.x * reach, y: at.y + direction.y * reach };
    return {
      center,
      box: {
        left: center.x - size.width / 2,
        top: center.y - size.height / 2,
        right: center.x + size.width / 2,
        bottom: center.y + size.height / 2,
      },
    };
  };
  const fits = ({ box }: { box: LabelBox }) =>
    box.left >= 0 &&
    box.top >= 0 &&
    box.right <= canvasSize &&
    box.bottom <= canvasSize &&
    taken.every((other) => !overlaps(box, other));
  const candidates = directionsFrom(preferred).map(boxAt);
  const chosen = candidates.find(fits) ?? (candidates[0] as { center: Point; box: LabelBox });
  taken.push(chosen.box);
  return chosen.center;
}
