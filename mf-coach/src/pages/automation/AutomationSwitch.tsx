import type { Automation } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { useSetAutomationEnabled } from '../../api/automations';
import { errorText } from '../../lib/errors';

/** On/off (role="switch", named by the automation): off stops its pending steps. */
export function AutomationSwitch({ automation }: { automation: Automation }) {
  const { notify } = useShellServices();
  const toggle = useSetAutomationEnabled();
  const on = toggle.isPending ? !automation.enabled : automation.enabled;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={automation.name}
      disabled={toggle.isPending}
      className={`coach-switch${on ? ' coach-switch--on' : ''}`}
      onClick={() =>
        toggle.mutate(
          { id: automation.id, enabled: !automation.enabled },
          {
            onSuccess: (a) =>
              notify({
                title: a.enabled ? `${a.name} is on` : `${a.name} is off`,
                description: a.enabled
                  ? 'New enrolments start from now.'
                  : 'Its pending steps are stopped.',
              }),
            onError: (error) =>
              notify({
                title: 'Not changed',
                description: errorText(error),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <span className="coach-switch__track" aria-hidden="true">
        <span className="coach-switch__thumb" />
      </span>
      <span className="coach-switch__text" aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
