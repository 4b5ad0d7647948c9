import { PLAN_STATUSES, TARGET_KEYS, TARGET_RANGES } from '@wellness/contracts';
import type {
  NutritionCaseload,
  NutritionPlanList,
  PlanTargets,
  PlanTemplateList,
} from '@wellness/contracts';
import { SelectField } from '../Select';
import { Spinner } from '../Spinner';
import { ChoiceList } from './ChoiceList';
import { LoadedView } from './LoadedView';
import { formatDate, formatNumber } from './format';
import type { Loaded } from './use-load';

// What "Start a plan" shows for each way of starting one.

export function ScratchTargets({
  loading,
  targets,
  suggested,
  caution,
}: {
  loading: boolean;
  targets: PlanTargets;
  /** Whether `targets` come from her onboarding answers (else they are the fallback ones). */
  suggested: boolean;
  caution?: string | null;
}) {
  if (loading) return <Spinner size="sm" label="Working out her suggested targets" />;
  return (
    <div className="ui-nutri-muted">
      {suggested ? (
        <>
          <p>Suggested targets from her onboarding answers (you can change them all):</p>
          {caution && <p className="ui-nutri-caution">{caution}</p>}
        </>
      ) : (
        <p>
          Her onboarding answers do not give a suggestion, so the plan starts with these targets:
          please change them.
        </p>
      )}
      <p className="ui-nutri-suggest__result">
        {TARGET_KEYS.map((k) => (
          <span key={k}>
            {TARGET_RANGES[k].label}{' '}
            <strong>
              {formatNumber(targets[k], 1)} {TARGET_RANGES[k].unit}
            </strong>
          </span>
        ))}
      </p>
    </div>
  );
}

export function TemplateChoice({
  templates,
  name,
  value,
  onChange,
}: {
  templates: Loaded<PlanTemplateList>;
  name: string;
  value: string;
  onChange: (templateId: string) => void;
}) {
  return (
    <LoadedView
      load={templates}
      loadingLabel="Loading the templates"
      empty="There are no templates yet."
      isEmpty={(list) => list.items.length === 0}
    >
      {(list) => (
        <ChoiceList
          legend="Template"
          name={name}
          value={value}
          onChange={onChange}
          choices={list.items.map((t) => ({
            value: t.id,
            label: t.name,
            hint: `${formatNumber(t.energyKcal)} kcal · ${t.document.meals.length} meals`,
          }))}
        />
      )}
    </LoadedView>
  );
}

export function OtherPlanChoice({
  clientId,
  caseload,
  plans,
  name,
  client,
  plan,
  onClient,
  onPlan,
}: {
  /** The client the plan is for (not offered as a source). */
  clientId: string;
  caseload: Loaded<NutritionCaseload>;
  /** The chosen client's plans. */
  plans: Loaded<NutritionPlanList>;
  name: string;
  client: string;
  plan: string;
  onClient: (clientId: string) => void;
  onPlan: (planId: string) => void;
}) {
  return (
    <LoadedView
      load={caseload}
      loadingLabel="Loading your clients"
      empty="There are no other clients whose plans you can see."
      isEmpty={(list) => list.items.every((c) => c.clientId === clientId)}
    >
      {(list) => (
        <>
          <SelectField
            label="Client"
            value={client}
            onChange={(e) => onClient(e.target.value)}
            options={[
              { value: '', label: 'Choose a client' },
              ...list.items
                .filter((c) => c.clientId !== clientId)
                .map((c) => ({ value: c.clientId, label: `${c.firstName} ${c.lastName}` })),
            ]}
          />
          {client && (
            <LoadedView
              load={plans}
              loadingLabel="Loading her plans"
              empty="She has no plans yet."
              isEmpty={(found) => found.items.length === 0}
            >
              {(found) => (
                <ChoiceList
                  legend="Plan to copy"
                  name={name}
                  value={plan}
                  onChange={onPlan}
                  choices={found.items.map((p) => ({
                    value: p.id,
                    label: p.title,
                    hint: `${PLAN_STATUSES[p.status]} · ${formatNumber(p.energyKcal)} kcal · updated ${formatDate(p.updatedAt)}`,
                  }))}
                />
              )}
            </LoadedView>
          )}
        </>
      )}
    </LoadedView>
  );
}
