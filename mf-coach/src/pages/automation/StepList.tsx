import { useId, useState } from 'react';
import { AUTOMATION_LIMITS } from '@wellness/contracts';
import type { AutomationStep } from '@wellness/contracts';
import { Button, SelectField } from '@wellness/ui';
import {
  STEP_TYPE_LABELS,
  STEP_TYPES,
  addStep,
  moveStep,
  newStep,
  removeStep,
  stepSummary,
} from './automation-draft';
import type { DraftErrors, StepType } from './automation-draft';
import { StepFields } from './StepFields';

const TYPE_OPTIONS = STEP_TYPES.map((t) => ({ value: t, label: STEP_TYPE_LABELS[t] }));

/**
 * The steps in order, each with its fields and Move up, Move down and Remove buttons (no drag and
 * drop), then "Add a step" of a chosen type. Errors show under the step they concern.
 */
export function StepList({
  steps,
  onChange,
  errors,
  templates,
  tags,
}: {
  steps: readonly AutomationStep[];
  onChange: (steps: AutomationStep[]) => void;
  errors: DraftErrors;
  templates: readonly { key: string; name: string }[];
  tags: readonly string[];
}) {
  const base = useId();
  const [type, setType] = useState<StepType>('wait');
  const names = Object.fromEntries(templates.map((t) => [t.key, t.name]));
  const tagListId = `${base}-tags`;
  const set = (index: number, step: AutomationStep) =>
    onChange(steps.map((s, i) => (i === index ? step : s)));
  return (
    <fieldset className="coach-automation-fieldset">
      <legend className="coach-subheading">Steps</legend>
      {errors.steps && (
        <p className="ui-field__error" role="alert">
          {errors.steps}
        </p>
      )}
      <datalist id={tagListId}>
        {tags.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <ol className="coach-steps" aria-label="Steps">
        {steps.map((step, i) => {
          const name = `Step ${i + 1}`;
          const error = errors[`steps.${i}`];
          return (
            <li
              key={i}
              className={`coach-step${error ? ' coach-step--invalid' : ''}`}
              aria-labelledby={`${base}-step-${i}`}
            >
              <div className="coach-step__head">
                <h4 id={`${base}-step-${i}`} className="coach-step__title">
                  <span className="coach-step__number">{name}</span>
                  <span className="coach-step__type">{STEP_TYPE_LABELS[step.type]}</span>
                </h4>
                <div className="coach-step__actions" role="group" aria-label={`${name} actions`}>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === 0}
                    onClick={() => onChange(moveStep(steps, i, -1))}
                  >
                    <span aria-hidden="true">↑</span> Move up
                    <span className="ui-visually-hidden">{` ${name}`}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === steps.length - 1}
                    onClick={() => onChange(moveStep(steps, i, 1))}
                  >
                    <span aria-hidden="true">↓</span> Move down
                    <span className="ui-visually-hidden">{` ${name}`}</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onChange(removeStep(steps, i))}>
                    Remove<span className="ui-visually-hidden">{` ${name}`}</span>
                  </Button>
                </div>
              </div>
              <StepFields
                step={step}
                index={i}
                name={name}
                templates={templates}
                tagListId={tagListId}
                onChange={(s) => set(i, s)}
              />
              <p className="coach-step__summary coach-muted">{stepSummary(step, names)}</p>
              {error && (
                <p className="ui-field__error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="coach-step-add">
        <SelectField
          label="New step"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(e) => setType(e.target.value as StepType)}
        />
        <Button
          variant="outline"
          disabled={steps.length >= AUTOMATION_LIMITS.steps}
          onClick={() =>
            onChange(addStep(steps, newStep(type, steps.length, templates[0]?.key ?? '')))
          }
        >
          Add step
        </Button>
      </div>
    </fieldset>
  );
}
