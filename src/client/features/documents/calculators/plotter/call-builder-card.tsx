import { type FormEvent, useId } from 'react';
import type { CompassPoint } from '../../../../../calc/survey';
import { BearingRow } from './bearing-row';
import { CompassGrid } from './compass-grid';
import { formCompassPoint, formPreviewText, formWithCompassPoint, type PlotterForm } from './plotter-form';
import { UnitButtons } from './unit-buttons';

interface Props {
  form: PlotterForm;
  onFormChange(form: PlotterForm): void;
  onAdd(): void;
  onClear(): void;
  /** A validation error other than the missing-fields alert, shown under the buttons. */
  error: string;
  /** "Call 3 added: ...", announced politely. */
  status: string;
  pointOfBeginningSet: boolean;
  onPointOfBeginningToggle(): void;
  facing: CompassPoint;
  facingShown: boolean;
  onFacingToggle(): void;
}

/** docs/product.md#pages: compass, Facing, Set Point of Beginning, precise bearing, distance, units, preview, add/clear. */
export function CallBuilderCard(props: Props) {
  const { form, onFormChange } = props;
  const id = useId();
  const patch = (change: Partial<PlotterForm>) => onFormChange({ ...form, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd();
  };
  return (
    <section className="card plotter-builder" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Build a Call</h2>
      <div className="plotter-pob">
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={props.pointOfBeginningSet}
          onClick={props.onPointOfBeginningToggle}
        >
          {props.pointOfBeginningSet ? '✓ Point of Beginning Set' : 'Set Point of Beginning'}
        </button>
        <p className="muted" aria-live="polite">
          {props.pointOfBeginningSet
            ? 'The point of beginning (POB) is marked on the preview. Calls run from it and should end back on it.'
            : 'Mark where the tract starts; the first call runs from this point.'}
        </p>
      </div>
      <form onSubmit={submit} noValidate>
        <CompassGrid
          selected={formCompassPoint(form)}
          onSelect={(point) => onFormChange(formWithCompassPoint(form, point))}
          facing={props.facing}
          facingShown={props.facingShown}
          onFacingToggle={props.onFacingToggle}
        />
        <BearingRow form={form} onChange={patch} />
        <div className="field plotter-distance">
          <label htmlFor={`${id}-distance`}>Distance</label>
          <input
            id={`${id}-distance`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={30}
            value={form.distance}
            onChange={(event) => patch({ distance: event.target.value })}
          />
        </div>
        <UnitButtons unit={form.unit} onChange={(unit) => patch({ unit })} />
        <p className="plotter-preview">
          <span className="plotter-preview-label">Current call:</span>{' '}
          <span className="plotter-preview-text">{formPreviewText(form)}</span>
        </p>
        <div className="row">
          <button type="submit" className="btn">
            Add Call
          </button>
          <button type="button" className="btn btn-secondary" onClick={props.onClear}>
            Clear Current Call
          </button>
        </div>
        {props.error && (
          <p className="survey-inline-error" role="alert">
            {props.error}
          </p>
        )}
        <p className="visually-hidden" role="status">
          {props.status}
        </p>
      </form>
    </section>
  );
}
