import { useId } from 'react';
import { isSectionCorner, SECTION_CORNERS, type SectionCorner } from './section-placement';

interface Props {
  shown: boolean;
  onShownChange(shown: boolean): void;
  /** Null: where the description ties, or nowhere when it ties to no corner. */
  corner: SectionCorner | null;
  onCornerChange(corner: SectionCorner | null): void;
  /** The description ties to a section corner. */
  tied: boolean;
  /** Where the section was placed, or why it could not be. */
  note: string | null;
}

/** The 'Show 640-Acre Section' checkbox (docs/product.md#pages) and where the point of beginning sits on it. */
export function SectionControls({ shown, onShownChange, corner, onCornerChange, tied, note }: Props) {
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
            value={corner ?? ''}
            onChange={(event) => {
              const { value } = event.target;
              onCornerChange(isSectionCorner(value) ? value : null);
            }}
          >
            <option value="">{tied ? 'Where the description ties' : 'Choose a corner'}</option>
            {SECTION_CORNERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {shown && note && (
        <p className="survey-section-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
