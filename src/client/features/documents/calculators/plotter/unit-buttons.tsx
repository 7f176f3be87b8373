import { type LengthUnit, PLOTTER_UNITS } from '../../../../../calc/survey';
import { UNIT_NAMES } from './plotter-form';

/** One button per unit of docs/product.md#limits; the chosen one is pressed. */
export function UnitButtons({ unit, onChange }: { unit: LengthUnit; onChange(unit: LengthUnit): void }) {
  return (
    <fieldset className="plotter-units">
      <legend>Unit</legend>
      <div className="plotter-unit-buttons">
        {PLOTTER_UNITS.map((option) => (
          <button
            key={option}
            type="button"
            className="plotter-unit"
            aria-pressed={unit === option}
            onClick={() => onChange(option)}
          >
            {UNIT_NAMES[option]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
