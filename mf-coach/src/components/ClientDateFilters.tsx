import { Field } from '@wellness/ui';
import { DateRangeFields } from './DateRangeFields';

/** The client table's date filters, as its filter bar and a segment's fields both offer them. */
export interface ClientDates {
  joinedFrom?: string;
  joinedTo?: string;
  lastCheckInBefore?: string;
}

export function ClientDateFilters({
  value,
  onChange,
}: {
  value: ClientDates;
  /** A patch of the filters: only these three keys are ever in it. */
  onChange: (patch: Record<string, string>) => void;
}) {
  return (
    <>
      <DateRangeFields
        label="Joined"
        from={value.joinedFrom ?? ''}
        to={value.joinedTo ?? ''}
        onChange={({ from, to }) =>
          onChange({
            ...(from !== undefined && { joinedFrom: from }),
            ...(to !== undefined && { joinedTo: to }),
          })
        }
      />
      <Field
        label="Last check-in before"
        type="date"
        hint="Includes clients who never checked in."
        value={value.lastCheckInBefore ?? ''}
        onChange={(e) => onChange({ lastCheckInBefore: e.target.value })}
      />
    </>
  );
}
