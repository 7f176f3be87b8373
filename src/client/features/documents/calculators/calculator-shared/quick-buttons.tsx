export interface QuickOption {
  /** What the button says, e.g. '3/16' or '1,280 acres'. */
  readonly label: string;
  /** What it puts in the box, e.g. '3/16' or '1280'. */
  readonly value: string;
}

/**
 * A row of buttons that fill a box: examples, common royalties, unit sizes. With `selected`, the
 * button matching the box's value is marked pressed.
 */
export function QuickButtons(props: {
  /** Names the group for screen readers, e.g. 'Examples' or 'Common royalties'. */
  label: string;
  options: readonly QuickOption[];
  onPick(value: string): void;
  selected?: string;
}) {
  const showsSelection = props.selected !== undefined;
  return (
    <fieldset className="calc-quick">
      <legend className="calc-quick-label">{props.label}:</legend>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="btn btn-secondary calc-quick-button"
          aria-pressed={showsSelection ? props.selected?.trim() === option.value : undefined}
          onClick={() => props.onPick(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
