import { useId } from 'react';
import { FIRST_POST_TEXT } from '../../../../shared/first-post-texts';
import type { QueueFilters } from './moderation-api';

// docs/product.md#pages: Status (default Open), Source and Type, each with All.
const STATUS_OPTIONS = [
  ['all', 'All'],
  ['open', 'Open'],
  ['approved', 'Approved'],
  ['removed', 'Removed'],
  ['dismissed', 'Dismissed'],
] as const;
const SOURCE_OPTIONS = [
  ['all', 'All'],
  ['user', 'User Reports'],
  ['auto', 'Auto-Moderation'],
  ['first-post', FIRST_POST_TEXT.sourceFilter],
] as const;
const TYPE_OPTIONS = [
  ['all', 'All'],
  ['post', 'Posts'],
  ['thread', 'Threads'],
] as const;

function FilterSelect<K extends keyof QueueFilters>(props: {
  label: string;
  name: K;
  value: QueueFilters[K];
  options: readonly (readonly [QueueFilters[K], string])[];
  onChange(name: K, value: QueueFilters[K]): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(props.name, e.target.value as QueueFilters[K])}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function QueueFiltersBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange<K extends keyof QueueFilters>(name: K, value: QueueFilters[K]): void;
}) {
  return (
    <fieldset className="filter-bar card">
      <legend className="visually-hidden">Filter reports</legend>
      <FilterSelect
        label="Status"
        name="status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={onChange}
      />
      <FilterSelect
        label="Source"
        name="source"
        value={filters.source}
        options={SOURCE_OPTIONS}
        onChange={onChange}
      />
      <FilterSelect
        label="Type"
        name="target_type"
        value={filters.target_type}
        options={TYPE_OPTIONS}
        onChange={onChange}
      />
    </fieldset>
  );
}
