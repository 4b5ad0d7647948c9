import type { ReactNode } from 'react';
import { cx } from '../cx';

export interface Choice {
  value: string;
  label: ReactNode;
  hint: ReactNode;
}

export interface ChoiceListProps {
  legend: string;
  /** The radio group's name (unique in the page). */
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}

/** One of a few choices as radio cards: a bold label over a muted hint, the chosen one marked. */
export function ChoiceList({ legend, name, choices, value, onChange }: ChoiceListProps) {
  return (
    <fieldset className="ui-nutri-choices">
      <legend className="ui-label">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cx('ui-nutri-choice', choice.value === value && 'ui-nutri-choice--on')}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <strong>{choice.label}</strong>
            <span className="ui-nutri-muted">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
