import type { CompassPoint } from '../../../../../calc/survey';
import { compassPointName } from './plotter-form';

/** The compass laid out as on a map, the Facing button in the middle. */
const LAYOUT: readonly (CompassPoint | 'facing')[] = ['NW', 'N', 'NE', 'W', 'facing', 'E', 'SW', 'S', 'SE'];

interface Props {
  selected: CompassPoint | null;
  onSelect(point: CompassPoint): void;
  facing: CompassPoint;
  facingShown: boolean;
  onFacingToggle(): void;
}

/**
 * docs/product.md#pages: the 8-way compass grid plus a Facing button. The Facing button is informational: it names the
 * way the next call points and toggles an arrow showing it on the preview.
 */
export function CompassGrid({ selected, onSelect, facing, facingShown, onFacingToggle }: Props) {
  return (
    <fieldset className="plotter-compass">
      <legend>Direction</legend>
      <div className="plotter-compass-grid">
        {LAYOUT.map((cell) =>
          cell === 'facing' ? (
            <button
              key={cell}
              type="button"
              className="plotter-compass-facing"
              aria-pressed={facingShown}
              onClick={onFacingToggle}
              title="Show which way the next call faces on the preview"
            >
              <span className="plotter-facing-label">Facing</span> {facing}
            </button>
          ) : (
            <button
              key={cell}
              type="button"
              className="plotter-compass-point"
              aria-pressed={selected === cell}
              onClick={() => onSelect(cell)}
            >
              {cell}
              <span className="visually-hidden"> ({compassPointName(cell)})</span>
            </button>
          ),
        )}
      </div>
    </fieldset>
  );
}
