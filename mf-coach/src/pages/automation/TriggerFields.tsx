import { AUTOMATION_EVENT_TRIGGERS, AUTOMATION_TRIGGER_LABELS } from '@wellness/contracts';
import type { AutomationTrigger } from '@wellness/contracts';
import { Field, SelectField } from '@wellness/ui';

const KIND_OPTIONS = [
  { value: 'event', label: 'When something happens' },
  { value: 'checkin_overdue', label: 'When a check-in is overdue' },
  { value: 'no_sign_in', label: 'When she has not signed in' },
];
const EVENT_OPTIONS = AUTOMATION_EVENT_TRIGGERS.map((e) => ({
  value: e,
  label: AUTOMATION_TRIGGER_LABELS[e],
}));

/** What starts it: an event, or a check on a schedule (overdue check-in, no sign-in) after N days. */
export function TriggerFields({
  value,
  onChange,
  error,
}: {
  value: AutomationTrigger;
  onChange: (trigger: AutomationTrigger) => void;
  error?: string;
}) {
  const days = value.type === 'event' ? 7 : value.days;
  return (
    <fieldset className="coach-automation-fieldset">
      <legend className="coach-subheading">Starts</legend>
      <SelectField
        label="Trigger"
        options={KIND_OPTIONS}
        value={value.type}
        onChange={(e) => {
          const type = e.target.value as AutomationTrigger['type'];
          onChange(
            type === 'event' ? { type, event: AUTOMATION_EVENT_TRIGGERS[0] } : { type, days },
          );
        }}
      />
      {value.type === 'event' ? (
        <SelectField
          label="Event"
          options={EVENT_OPTIONS}
          value={value.event}
          error={error}
          onChange={(e) => onChange({ type: 'event', event: e.target.value as typeof value.event })}
        />
      ) : (
        <Field
          label={value.type === 'checkin_overdue' ? 'Overdue by (days)' : 'No sign-in for (days)'}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={String(value.days)}
          error={error}
          onChange={(e) => onChange({ type: value.type, days: Number(e.target.value) || 0 })}
        />
      )}
    </fieldset>
  );
}
