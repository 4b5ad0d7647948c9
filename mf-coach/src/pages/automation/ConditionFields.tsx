import {
  AUTOMATION_EXIT_LABELS,
  AUTOMATION_EXITS,
  CLIENT_STATUSES,
  clientStatusLabel,
} from '@wellness/contracts';
import type { Automation, ClientStatus } from '@wellness/contracts';
import { SelectField } from '@wellness/ui';
import { useTagUsage } from '../../api/tag-usage';

type Conditions = Automation['conditions'];

function toggle<T>(list: readonly T[] | undefined, item: T, on: boolean): T[] | undefined {
  const next = (list ?? []).filter((x) => x !== item);
  if (on) next.push(item);
  return next.length ? next : undefined;
}

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: string;
}) {
  return (
    <label className="coach-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

const NUTRITIONIST_OPTIONS = [
  { value: '', label: 'Either' },
  { value: 'yes', label: 'Has a nutritionist' },
  { value: 'no', label: 'Has no nutritionist' },
];

/** Who may be enrolled: statuses, a nutritionist or not, tags she carries (none ticked: anyone). */
export function ConditionFields({
  value,
  onChange,
}: {
  value: Conditions;
  onChange: (conditions: Conditions) => void;
}) {
  const tags = useTagUsage();
  const tagNames = [
    ...new Set([...(tags.data?.tags ?? []).map((t) => t.tag), ...(value.tags ?? [])]),
  ].sort();
  return (
    <fieldset className="coach-automation-fieldset">
      <legend className="coach-subheading">Only for clients who…</legend>
      <p className="coach-muted">Leave everything empty to include everyone, leads too.</p>
      <fieldset className="coach-checks">
        <legend>Have the status</legend>
        {CLIENT_STATUSES.map((s) => (
          <Check
            key={s}
            checked={value.statuses?.includes(s) ?? false}
            onChange={(on) =>
              onChange({ ...value, statuses: toggle<ClientStatus>(value.statuses, s, on) })
            }
          >
            {clientStatusLabel(s)}
          </Check>
        ))}
      </fieldset>
      <SelectField
        label="Nutritionist"
        options={NUTRITIONIST_OPTIONS}
        value={value.hasNutritionist === undefined ? '' : value.hasNutritionist ? 'yes' : 'no'}
        onChange={(e) =>
          onChange({
            ...value,
            hasNutritionist: e.target.value === '' ? undefined : e.target.value === 'yes',
          })
        }
      />
      <fieldset className="coach-checks">
        <legend>Carry every one of these tags</legend>
        {tagNames.length === 0 ? (
          <p className="coach-muted">{tags.isPending ? 'Loading tags…' : 'No tags in use yet.'}</p>
        ) : (
          tagNames.map((t) => (
            <Check
              key={t}
              checked={value.tags?.includes(t) ?? false}
              onChange={(on) => onChange({ ...value, tags: toggle(value.tags, t, on) })}
            >
              {t}
            </Check>
          ))
        )}
      </fieldset>
    </fieldset>
  );
}

/** What ends an enrolment early (the rest of its steps are skipped). */
export function ExitFields({
  value,
  onChange,
}: {
  value: Automation['exits'];
  onChange: (exits: Automation['exits']) => void;
}) {
  return (
    <fieldset className="coach-automation-fieldset coach-checks">
      <legend className="coach-subheading">Stop early when…</legend>
      {AUTOMATION_EXITS.map((exit) => (
        <Check
          key={exit}
          checked={value.includes(exit)}
          onChange={(on) => onChange(toggle(value, exit, on) ?? [])}
        >
          {AUTOMATION_EXIT_LABELS[exit]}
        </Check>
      ))}
    </fieldset>
  );
}
