import { useId } from 'react';
import type { PlotterForm } from './plotter-form';

interface Props {
  form: PlotterForm;
  onChange(patch: Partial<PlotterForm>): void;
}

/** The precise bearing (docs/product.md#validation): N/S, degrees 0-90, minutes and seconds 0-59 (blank is 0), E/W. */
export function BearingRow({ form, onChange }: Props) {
  const id = useId();
  const number = (field: 'degrees' | 'minutes' | 'seconds', label: string, hint: string) => (
    <div className="field plotter-bearing-number">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={form[field]}
        placeholder="0"
        maxLength={12}
        aria-describedby={`${id}-hint`}
        title={hint}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="plotter-bearing">
      <legend>Precise bearing</legend>
      <div className="plotter-bearing-row">
        <div className="field plotter-bearing-select">
          <label htmlFor={`${id}-ns`}>N/S</label>
          <select
            id={`${id}-ns`}
            value={form.direction1}
            onChange={(event) => onChange({ direction1: event.target.value as PlotterForm['direction1'] })}
          >
            <option value="">N or S</option>
            <option value="N">N</option>
            <option value="S">S</option>
          </select>
        </div>
        {number('degrees', 'Degrees', '0 to 90')}
        {number('minutes', 'Minutes', '0 to 59')}
        {number('seconds', 'Seconds', '0 to 59')}
        <div className="field plotter-bearing-select">
          <label htmlFor={`${id}-ew`}>E/W</label>
          <select
            id={`${id}-ew`}
            value={form.direction2}
            onChange={(event) => onChange({ direction2: event.target.value as PlotterForm['direction2'] })}
          >
            <option value="">E or W</option>
            <option value="E">E</option>
            <option value="W">W</option>
          </select>
        </div>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        Degrees 0 to 90, minutes and seconds 0 to 59; a blank box counts as 0.
      </p>
    </fieldset>
  );
}
