import { LENGTH_UNIT_LABELS, WEIGHT_UNIT_LABELS } from '@wellness/contracts';
import type { LengthUnit, WeightUnit } from '@wellness/contracts';
import { SelectField } from '@wellness/ui';
import type { UnitPrefs } from '../lib/units';

const WEIGHT_OPTIONS = (Object.keys(WEIGHT_UNIT_LABELS) as WeightUnit[]).map((value) => ({
  value,
  label: WEIGHT_UNIT_LABELS[value],
}));
const LENGTH_OPTIONS = (Object.keys(LENGTH_UNIT_LABELS) as LengthUnit[]).map((value) => ({
  value,
  label: LENGTH_UNIT_LABELS[value],
}));

/** The coach's choice of units for weights and measurements (kept in this browser). */
export function UnitsControl({
  units,
  onChange,
}: {
  units: UnitPrefs;
  onChange: (patch: Partial<UnitPrefs>) => void;
}) {
  return (
    <div className="coach-units" role="group" aria-label="Units">
      <SelectField
        label="Weights in"
        options={WEIGHT_OPTIONS}
        value={units.weight}
        onChange={(e) => onChange({ weight: e.target.value as WeightUnit })}
      />
      <SelectField
        label="Measurements in"
        options={LENGTH_OPTIONS}
        value={units.length}
        onChange={(e) => onChange({ length: e.target.value as LengthUnit })}
      />
    </div>
  );
}
