import { Field } from '@wellness/ui';

interface DateRangeFieldsProps {
  /** "Joined" → "Joined from" and "Joined to". */
  label: string;
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

/** A from–to pair of date fields, each bounded by the other (filter bars). */
export function DateRangeFields({ label, from, to, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <Field
        label={`${label} from`}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <Field
        label={`${label} to`}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
      />
    </>
  );
}
