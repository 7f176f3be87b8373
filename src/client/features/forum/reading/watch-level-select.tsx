import { useId } from 'react';
import type { WatchLevel } from '../../../../shared/contracts/reading';

// The contract's levels, in its order, without importing its module for them: it builds zod schemas, about 23
// KB brotli a member's thread page would fetch for this list (decision 031). The Record makes the compiler
// insist on exactly the contract's names.
const LEVEL_NAMES: Record<WatchLevel, true> = { watching: true, normal: true, muted: true };
const WATCH_LEVELS = Object.keys(LEVEL_NAMES) as WatchLevel[];

/**
 * The watch-level drop-down of a thread and of a category (docs/product.md#following-threads): one labelled
 * <select> with a short phrase per level, disabled while a change is being saved, and optionally a full
 * sentence under it saying what the chosen level means.
 */
export function WatchLevelSelect({
  label,
  levelLabels,
  hints,
  value,
  saving,
  onChange,
}: {
  label: string;
  levelLabels: Record<WatchLevel, string>;
  hints?: Record<WatchLevel, string>;
  value: WatchLevel;
  saving: boolean;
  onChange: (level: WatchLevel) => void;
}) {
  const hintId = useId();
  const select = (
    <label className="watch-level">
      <span>{label}</span>
      <select
        value={value}
        aria-describedby={hints ? hintId : undefined}
        disabled={saving}
        onChange={(event) => onChange(event.target.value as WatchLevel)}
      >
        {WATCH_LEVELS.map((level) => (
          <option key={level} value={level}>
            {levelLabels[level]}
          </option>
        ))}
      </select>
    </label>
  );
  if (!hints) return select;
  return (
    <div className="watch-level-with-hint">
      {select}
      <p id={hintId} className="muted watch-hint">
        {hints[value]}
      </p>
    </div>
  );
}
