import { WIZARD_STEPS } from './import-status';
import type { WizardStep } from './import-status';

/** Where the coach is in the import: "Step 2 of 4: Columns", the steps done marked as such. */
export function WizardSteps({ current }: { current: WizardStep }) {
  const at =
    current === 'summary' ? WIZARD_STEPS.length : WIZARD_STEPS.findIndex((s) => s.key === current);
  return (
    <ol className="imports-steps" aria-label="Import steps">
      {WIZARD_STEPS.map((step, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'todo';
        return (
          <li
            key={step.key}
            className={`imports-steps__step imports-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="imports-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="imports-steps__label">
              {step.label}
              {state === 'done' && <span className="ui-visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
