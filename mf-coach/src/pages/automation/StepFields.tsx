import type { AutomationStep } from '@wellness/contracts';
import { AUTOMATION_LIMITS } from '@wellness/contracts';
import { Field, SelectField, TextareaField } from '@wellness/ui';
import { joinMinutes, splitMinutes } from './automation-draft';

export interface StepFieldsProps {
  step: AutomationStep;
  index: number;
  /** "Step 3": prefixes each field's label so every field on the page has its own name. */
  name: string;
  onChange: (step: AutomationStep) => void;
  /** Marketing templates that an automation may send. */
  templates: readonly { key: string; name: string }[];
  /** Suggestions for tag steps (the tags in use). */
  tagListId: string;
}

const count = (value: string) => Math.max(0, Math.floor(Number(value) || 0));

function WaitFields({ step, name, onChange }: StepFieldsProps & { step: { minutes: number } }) {
  const parts = splitMinutes(step.minutes);
  const set = (patch: Partial<typeof parts>) =>
    onChange({ type: 'wait', minutes: joinMinutes({ ...parts, ...patch }) });
  return (
    <div className="coach-step-wait">
      {(['days', 'hours', 'minutes'] as const).map((unit) => (
        <Field
          key={unit}
          label={
            <>
              <span className="ui-visually-hidden">{`${name}: `}</span>
              {unit.charAt(0).toUpperCase() + unit.slice(1)}
            </>
          }
          type="number"
          inputMode="numeric"
          min={0}
          value={String(parts[unit])}
          onChange={(e) => set({ [unit]: count(e.target.value) })}
        />
      ))}
    </div>
  );
}

/** The fields of one step, by its type. */
export function StepFields(props: StepFieldsProps) {
  const { step, index, name, onChange, templates, tagListId } = props;
  const hidden = <span className="ui-visually-hidden">{`${name}: `}</span>;
  switch (step.type) {
    case 'wait':
      return <WaitFields {...props} step={step} />;
    case 'wait_until':
      return (
        <Field
          label={<>{hidden}Time of day (her time zone)</>}
          type="time"
          value={step.time}
          onChange={(e) => onChange({ ...step, time: e.target.value })}
        />
      );
    case 'send_email': {
      const options = [
        { value: '', label: templates.length ? 'Choose an email' : 'No marketing emails yet' },
        ...templates.map((t) => ({ value: t.key, label: t.name })),
      ];
      if (step.template && !templates.some((t) => t.key === step.template))
        options.push({ value: step.template, label: step.template });
      return (
        <SelectField
          label={<>{hidden}Email</>}
          options={options}
          value={step.template}
          hint="Automations send marketing emails: edit them under Emails → Templates."
          onChange={(e) => onChange({ ...step, template: e.target.value })}
        />
      );
    }
    case 'notify_coach':
      return (
        <TextareaField
          label={<>{hidden}What to tell you</>}
          rows={2}
          maxLength={AUTOMATION_LIMITS.noticeLength}
          value={step.message}
          onChange={(e) => onChange({ ...step, message: e.target.value })}
        />
      );
    case 'add_tag':
    case 'remove_tag':
      return (
        <Field
          label={<>{hidden}Tag</>}
          list={tagListId}
          value={step.tag}
          placeholder="e.g. welcome-done"
          autoCapitalize="none"
          onChange={(e) => onChange({ ...step, tag: e.target.value })}
        />
      );
    case 'go_to': {
      const options = Array.from({ length: Math.max(index, 1) }, (_, i) => ({
        value: String(i),
        label: `Step ${i + 1}`,
      }));
      return (
        <SelectField
          label={<>{hidden}Go back to</>}
          options={options}
          value={String(step.step)}
          onChange={(e) => onChange({ ...step, step: Number(e.target.value) })}
        />
      );
    }
  }
}
