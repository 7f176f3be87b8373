import type { ReactNode } from 'react';
import { CalcField } from '../calculator-shared/calc-field';
import { QuickButtons, type QuickOption } from '../calculator-shared/quick-buttons';

// docs/product.md#limits: the royalty examples; these four cover most Oklahoma leases.
export const COMMON_ROYALTIES: readonly QuickOption[] = ['1/8', '3/16', '1/5', '1/4'].map((text) => ({
  label: text,
  value: text,
}));

const UNIT_PRESETS: readonly QuickOption[] = [
  { label: '640 acres', value: '640' },
  { label: '1,280 acres', value: '1280' },
];

interface FieldProps {
  value: string;
  onChange(value: string): void;
  error: string | null;
}

export function RoyaltyField(props: FieldProps & { hint?: ReactNode }) {
  return (
    <CalcField
      label="Royalty"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.hint ?? 'From your lease: a fraction like 3/16 or a decimal like 0.1875.'}
      placeholder="e.g. 3/16"
    >
      <QuickButtons
        label="Common royalties"
        options={COMMON_ROYALTIES}
        onPick={props.onChange}
        selected={props.value}
      />
    </CalcField>
  );
}

export function UnitSizeField(props: FieldProps) {
  return (
    <CalcField
      label="Unit size (acres)"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint="The drilling and spacing unit the well is in: usually one 640-acre section, or 1,280 acres for two."
      numeric
    >
      <QuickButtons
        label="Unit sizes"
        options={UNIT_PRESETS}
        onPick={props.onChange}
        selected={props.value}
      />
    </CalcField>
  );
}

export function AllocationField(props: FieldProps) {
  return (
    <CalcField
      label="Unit allocation % (optional)"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint="Only for a horizontal well that crosses several units: the percentage of the well given to your unit. Blank means 100%."
      placeholder="100"
      numeric
    />
  );
}

/**
 * Royalty, unit size and allocation: the lease and unit terms both royalty calculators ask for, each bound to
 * its own key in the page link so the two calculators keep separate values.
 */
export function UnitTermsFields(props: {
  values: { royalty: string; unit: string; alloc: string };
  onChange(field: 'royalty' | 'unit' | 'alloc', value: string): void;
  messageFor(field: 'royalty' | 'unitAcres' | 'allocation'): string | null;
}) {
  return (
    <>
      <RoyaltyField
        value={props.values.royalty}
        onChange={(value) => props.onChange('royalty', value)}
        error={props.messageFor('royalty')}
      />
      <UnitSizeField
        value={props.values.unit}
        onChange={(value) => props.onChange('unit', value)}
        error={props.messageFor('unitAcres')}
      />
      <AllocationField
        value={props.values.alloc}
        onChange={(value) => props.onChange('alloc', value)}
        error={props.messageFor('allocation')}
      />
    </>
  );
}
