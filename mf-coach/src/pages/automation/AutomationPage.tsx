import './automation.css';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Tabs } from '@wellness/ui';
import { useAutomations } from '../../api/automations';
import { PageSection } from '../../components/PageSection';
import { LoadError, Loading } from '../../components/QueryState';
import { useUrlState } from '../../lib/url-state';
import { triggerLabel } from './automation-draft';
import { AUTOMATION_STATE_DEFAULTS, parseAutomationState } from './automation-state';
import type { AutomationState } from './automation-state';
import { AutomationEditor } from './AutomationEditor';
import { AutomationList, automationHref } from './AutomationList';
import { AutomationStats } from './AutomationStats';
import { AutomationSwitch } from './AutomationSwitch';
import { EnrolmentList } from './EnrolmentList';

type Update = (patch: Partial<AutomationState>, options?: { push?: boolean }) => void;

function BackLink() {
  return (
    <Link to="/automation" className="coach-back">
      <span aria-hidden="true">←</span> All automations
    </Link>
  );
}

/** One automation: its switch and figures, then its steps (the editor) or its enrolments. */
function AutomationDetail({ state, update }: { state: AutomationState; update: Update }) {
  const navigate = useNavigate();
  const automations = useAutomations();
  if (state.id === 'new')
    return (
      <PageSection
        title="New automation"
        description="It starts switched off: switch it on from the list."
      >
        <BackLink />
        <AutomationEditor
          automation={null}
          onCreated={(created) => navigate(automationHref(created.id), { replace: true })}
        />
      </PageSection>
    );
  if (automations.isPending) return <Loading label="Loading the automation" />;
  if (automations.isError)
    return (
      <LoadError
        title="We couldn't load this automation"
        error={automations.error}
        onRetry={() => void automations.refetch()}
      />
    );
  const automation = automations.data.items.find((a) => a.id === state.id);
  if (!automation)
    return (
      <PageSection title="Automation not found">
        <BackLink />
        <p>It may have been removed.</p>
      </PageSection>
    );
  return (
    <PageSection
      title={automation.name}
      description={`${triggerLabel(automation.trigger)} · version ${automation.version}`}
      actions={<AutomationSwitch automation={automation} />}
    >
      <BackLink />
      <AutomationStats stats={automation.stats} />
      <Tabs
        label={automation.name}
        value={state.view}
        onChange={(view) =>
          update({ view: view as AutomationState['view'], status: '', page: 1 }, { push: true })
        }
        items={[
          {
            id: 'steps',
            label: 'Steps',
            content:
              state.view === 'steps' ? (
                <AutomationEditor key={automation.id} automation={automation} />
              ) : null,
          },
          {
            id: 'enrolments',
            label: 'Enrolments',
            content:
              state.view === 'enrolments' ? (
                <EnrolmentList
                  automationId={automation.id}
                  steps={automation.steps.length}
                  state={state}
                  onChange={update}
                />
              ) : null,
          },
        ]}
      />
    </PageSection>
  );
}

/** `/automation`: the coach's automations, and one open to edit or to follow its enrolments. */
export function AutomationPage() {
  const [state, update] = useUrlState(parseAutomationState, AUTOMATION_STATE_DEFAULTS);
  if (state.id) return <AutomationDetail state={state} update={update} />;
  const onNew = () => update({ id: 'new' }, { push: true });
  return (
    <PageSection
      title="Automation"
      description="Sequences that run by themselves: welcome new clients, nurture leads, nudge clients who stop checking in."
      actions={<Button onClick={onNew}>New automation</Button>}
    >
      <AutomationList onNew={onNew} />
    </PageSection>
  );
}
