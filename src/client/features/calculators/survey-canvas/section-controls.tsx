import { useId } from 'react';
import { isSectionCorner, SECTION_CORNERS, type SectionCorner } from './section-placement';

interface Props {
  shown: boolean;
  onShownChange(shown: boolean): void;
  corner: SectionCorner;
  onCornerChange(corner: SectionCorner): void;
}

/** The 'Show 640-Acre Section' checkbox (docs/product.md#pages) and where the point of beginning sits on it. */
export function SectionControls({ shown, onShownChange, corner, onCornerChange }: Props) {
  const checkboxId = useId();
  const cornerId = useId();
  return (
    <div className="survey-section-controls">
      <div className="checkbox survey-checkbox">
        <input
          id={checkboxId}
          type="checkbox"
          checked={shown}
          onChange={(event) => onShownChange(event.target.checked)}
        />
        <label htmlFor={checkboxId}>Show 640-Acre Section</label>
      </div>
      {shown && (
        <div className="field survey-corner-field">
          <label htmlFor={cornerId}>Point of beginning (POB) at</label>
          <select
            id={cornerId}
            value={corner}
            onChange={(event) => {
              if (isSectionCorner(event.target.value)) onCornerChange(event.target.value);
            }}
          >
            {SECTION_CORNERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
