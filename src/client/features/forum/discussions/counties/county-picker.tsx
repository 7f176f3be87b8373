import { useDeferredValue, useId, useMemo, useState } from 'react';
import { COUNTY_CHOICES, countiesNamedIn, countyChoice } from '../../../../../calc/land/oklahoma-counties';
import { LIMITS } from '../../../../../shared/constants';
import { COUNTY_TEXT } from '../../../../../shared/county-texts';

const nameOf = (slug: string) => countyChoice(slug)?.name ?? slug;

/**
 * Choosing the counties a thread is about (docs/decisions/042-thread-counties.md): the chosen ones as
 * buttons that remove them, the counties the post names offered in one tap, and a native select to add any
 * other (the phone's own picker; a keyboard and a screen reader know it). Each change is said aloud.
 */
export function CountyPicker({
  value,
  onChange,
  text,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
  /** The title and post, read for county names to suggest. */
  text: string;
}) {
  const id = useId();
  const [said, setSaid] = useState('');
  const typed = useDeferredValue(text);
  const named = useMemo(() => countiesNamedIn(typed), [typed]);
  const suggested = named.filter((slug) => !value.includes(slug));
  const full = value.length >= LIMITS.threadCountiesMax;

  function add(slug: string) {
    if (!slug || value.includes(slug) || full) return;
    onChange([...value, slug]);
    setSaid(`${nameOf(slug)} added.`);
  }
  function remove(slug: string) {
    onChange(value.filter((s) => s !== slug));
    setSaid(`${nameOf(slug)} removed.`);
  }

  return (
    <fieldset className="field county-picker">
      <legend>{COUNTY_TEXT.label}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {full ? COUNTY_TEXT.full : COUNTY_TEXT.hint}
      </p>
      {value.length > 0 && (
        <ul className="county-chosen" aria-label="Chosen counties">
          {value.map((slug) => (
            <li key={slug}>
              <button
                type="button"
                className="county-chip"
                aria-label={COUNTY_TEXT.remove(nameOf(slug))}
                onClick={() => remove(slug)}
              >
                {nameOf(slug)} <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggested.length > 0 && !full && (
        <div className="county-suggested">
          <span>{COUNTY_TEXT.suggested}</span>
          {suggested.map((slug) => (
            <button
              key={slug}
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => add(slug)}
            >
              {COUNTY_TEXT.add(nameOf(slug))}
            </button>
          ))}
        </div>
      )}
      <label htmlFor={id} className="visually-hidden">
        {COUNTY_TEXT.addLabel}
      </label>
      <select
        id={id}
        value=""
        disabled={full}
        aria-describedby={`${id}-hint`}
        onChange={(e) => add(e.target.value)}
      >
        <option value="">{COUNTY_TEXT.addLabel}</option>
        {COUNTY_CHOICES.filter((c) => !value.includes(c.slug)).map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </select>
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </fieldset>
  );
}
