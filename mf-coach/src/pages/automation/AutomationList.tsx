import type { Automation } from '@wellness/contracts';
import { Link } from 'react-router-dom';
import { Button, EmptyState } from '@wellness/ui';
import { useAutomations } from '../../api/automations';
import { LoadError, Loading } from '../../components/QueryState';
import { triggerLabel } from './automation-draft';
import { AutomationStats } from './AutomationStats';
import { AutomationSwitch } from './AutomationSwitch';

export const automationHref = (id: string, view = '') =>
  `/automation?id=${encodeURIComponent(id)}${view ? `&view=${view}` : ''}`;

function AutomationCard({ automation: a }: { automation: Automation }) {
  return (
    <li className="coach-automation-card ui-card">
      <div className="coach-automation-card__head">
        <div>
          <h3 className="coach-automation-card__name">
            <Link to={automationHref(a.id)} className="coach-row-link">
              {a.name}
            </Link>
          </h3>
          <p className="coach-muted">{triggerLabel(a.trigger)}</p>
        </div>
        <AutomationSwitch automation={a} />
      </div>
      <AutomationStats stats={a.stats} />
    </li>
  );
}

/** Every automation: what starts it, on or off, and its figures (cards at every width). */
export function AutomationList({ onNew }: { onNew: () => void }) {
  const automations = useAutomations();
  if (automations.isPending) return <Loading label="Loading automations" />;
  if (automations.isError)
    return (
      <LoadError
        title="We couldn't load your automations"
        error={automations.error}
        onRetry={() => void automations.refetch()}
      />
    );
  const items = automations.data.items;
  if (items.length === 0)
    return (
      <EmptyState
        title="No automations yet"
        description="An automation sends emails, tags clients and tells you things, by itself, when something happens."
        action={<Button onClick={onNew}>New automation</Button>}
      />
    );
  return (
    <ul className="coach-automation-list" aria-label="Automations">
      {items.map((a) => (
        <AutomationCard key={a.id} automation={a} />
      ))}
    </ul>
  );
}
