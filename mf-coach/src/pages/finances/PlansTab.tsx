import { useState } from 'react';
import type { PaymentPlan } from '@wellness/contracts';
import { Badge, Button, EmptyState, useShellServices } from '@wellness/ui';
import { usePaymentPlans, useUpdatePlan } from '../../api/payments';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { plural } from '../../lib/format';
import { planPriceText, trialText } from './plan-price';
import { PlanDialog } from './PlanDialog';

/** The plans for sale (and archived ones): create, edit, archive and restore. */
export function PlansTab() {
  const { notify } = useShellServices();
  const plans = usePaymentPlans();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<{ plan: PaymentPlan | null; open: boolean; n: number }>({
    plan: null,
    open: false,
    n: 0,
  });
  const edit = (plan: PaymentPlan | null) => setEditing((e) => ({ plan, open: true, n: e.n + 1 }));

  const setActive = async (plan: PaymentPlan, active: boolean) => {
    try {
      await update.mutateAsync({ id: plan.id, patch: { active } });
      notify({
        title: active ? 'Plan restored' : 'Plan archived',
        description: active
          ? `${plan.name} can be chosen again.`
          : `${plan.name} is no longer offered. Running subscriptions carry on.`,
      });
    } catch (error) {
      notify({ title: 'Plan not changed', description: errorText(error), variant: 'destructive' });
    }
  };

  const list = plans.data ?? [];
  return (
    <div className="ui-stack">
      <div className="coach-finance-toolbar">
        <p className="coach-result-count">{plans.data ? plural(list.length, 'plan') : ''}</p>
        <div className="coach-finance-toolbar__actions">
          <Button size="sm" onClick={() => edit(null)}>
            New plan
          </Button>
        </div>
      </div>
      {plans.isPending ? (
        <Loading label="Loading plans" />
      ) : plans.isError ? (
        <LoadError
          title="We couldn't load your plans"
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          title="No plans yet"
          description="Create a plan so clients can subscribe or pay."
        />
      ) : (
        <ul className="coach-plan-list" aria-label="Plans">
          {list.map((plan) => (
            <li key={plan.id} className="ui-card coach-plan">
              <div className="coach-plan__head">
                <h3 className="ui-card__title">{plan.name}</h3>
                <Badge tone={plan.active ? 'success' : 'neutral'}>
                  {plan.active ? 'Active' : 'Archived'}
                </Badge>
              </div>
              <p className="coach-plan__price">{planPriceText(plan)}</p>
              <p className="coach-muted">
                {[
                  trialText(plan.trialDays),
                  `${plural(plan.activeSubscriptions, 'active subscription')}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {plan.description && <p>{plan.description}</p>}
              {plan.features.length > 0 && (
                <ul className="coach-plan__features">
                  {plan.features.map((f, i) => (
                    <li key={i}>{f}</li>
                  ))}
                </ul>
              )}
              <div className="coach-plan__actions">
                <Button size="sm" variant="outline" onClick={() => edit(plan)}>
                  Edit<span className="ui-visually-hidden">{` ${plan.name}`}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={update.isPending}
                  onClick={() => void setActive(plan, !plan.active)}
                >
                  {plan.active ? 'Archive' : 'Restore'}
                  <span className="ui-visually-hidden">{` ${plan.name}`}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PlanDialog
        key={editing.n}
        open={editing.open}
        plan={editing.plan}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </div>
  );
}
