import './nutrition.css';
import { useId, useMemo, useState } from 'react';
import {
  DEFAULT_DEFICIT_KCAL,
  DEFAULT_PROTEIN_PER_KG,
  PLAN_LIMITS,
  PLAN_STATUSES,
  TARGET_KEYS,
  TARGET_RANGES,
  dietConflicts,
} from '@wellness/contracts';
import type { PlanCreateInput, PlanFood } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Input';
import { Spinner } from '../Spinner';
import { cx } from '../cx';
import { useNutritionApi } from './api';
import { formatDate, formatNumber, suggestionFor } from './format';
import {
  FALLBACK_TARGETS,
  copyBody,
  errorMessage,
  fieldErrorsFrom,
  scratchBody,
} from './plan-state';
import type { ConflictsOf } from './plan-state';
import { useLoad } from './use-load';

export interface NewPlanDialogProps {
  clientId: string;
  clientName: string;
  /** Called with the new draft's id (open the editor at `/nutrition-plan/:planId`). */
  onCreated: (planId: string) => void;
  /** The opening button's words. */
  buttonLabel?: string;
  /** Controlled use: whether the dialog is open (then no button is shown) and how it closes. */
  open?: boolean;
  onClose?: () => void;
}

type Source = 'scratch' | 'template' | 'client';

const SOURCES: Record<Source, { label: string; hint: string }> = {
  scratch: {
    label: 'From scratch',
    hint: 'Breakfast, lunch, dinner and snacks, with targets suggested from her onboarding answers',
  },
  template: { label: 'From a template', hint: 'A ready-made plan at a common energy level' },
  client: {
    label: "From another client's plan",
    hint: 'A copy of a plan you wrote for someone else',
  },
};

/**
 * "Start a plan": from scratch, from a template, or from another client's plan, as a new draft
 * (`POST /api/nutrition-plans`). Renders its own button unless `open` is given.
 */
export function NewPlanDialog({
  clientId,
  clientName,
  onCreated,
  buttonLabel = 'Start a plan',
  open: controlled,
  onClose,
}: NewPlanDialogProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const close = () => {
    setOwn(false);
    onClose?.();
  };
  return (
    <>
      {controlled === undefined && <Button onClick={() => setOwn(true)}>{buttonLabel}</Button>}
      {open && (
        <NewPlanForm
          clientId={clientId}
          clientName={clientName}
          onClose={close}
          onCreated={(id) => {
            setOwn(false);
            onCreated(id);
          }}
        />
      )}
    </>
  );
}

function NewPlanForm({
  clientId,
  clientName,
  onClose,
  onCreated,
}: {
  clientId: string;
  clientName: string;
  onClose: () => void;
  onCreated: (planId: string) => void;
}) {
  const api = useNutritionApi();
  const base = useId();
  const [source, setSource] = useState<Source>('scratch');
  const [title, setTitle] = useState(`Nutrition plan for ${clientName}`);
  const [templateId, setTemplateId] = useState('');
  const [otherClient, setOtherClient] = useState('');
  const [otherPlan, setOtherPlan] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState<string[] | null>(null);

  const profile = useLoad(clientId, () => api.profile(clientId));
  const templates = useLoad(source === 'template' ? 'templates' : null, () => api.templates());
  const caseload = useLoad(source === 'client' ? 'caseload' : null, () => api.caseload());
  const otherPlans = useLoad(source === 'client' && otherClient ? otherClient : null, () =>
    api.plans(otherClient),
  );

  const suggestion = useMemo(
    () =>
      profile.data
        ? suggestionFor(profile.data, {
            deficitKcal: DEFAULT_DEFICIT_KCAL,
            proteinPerKg: DEFAULT_PROTEIN_PER_KG,
          })
        : null,
    [profile.data],
  );
  const conflictsOf: ConflictsOf = useMemo(() => {
    const p = profile.data;
    return p ? (food: PlanFood) => dietConflicts(food, p) : () => [];
  }, [profile.data]);

  const create = async (body: PlanCreateInput) => {
    const plan = await api.createPlan(body);
    onCreated(plan.id);
  };

  const submit = async () => {
    setError(null);
    if (title.trim() === '') {
      setError('Please give the plan a title');
      return;
    }
    setBusy(true);
    try {
      if (source === 'scratch') {
        await create(scratchBody(clientId, title, suggestion?.targets ?? FALLBACK_TARGETS));
        return;
      }
      let doc;
      if (source === 'template') {
        doc = templates.data?.items.find((t) => t.id === templateId)?.document;
        if (!doc) {
          setError('Please choose a template');
          return;
        }
      } else {
        if (!otherPlan) {
          setError('Please choose the client and the plan to copy');
          return;
        }
        doc = (await api.plan(otherPlan)).document;
      }
      const copy = copyBody(doc, clientId, title, conflictsOf);
      if (copy.left.length > 0 && left === null) {
        // say which foods are left out, and create on the second press
        setLeft(copy.left);
        return;
      }
      await create(copy.body);
    } catch (e) {
      const fields = fieldErrorsFrom(e);
      setError(
        Object.values(fields)[0] ??
          errorMessage(e, 'We could not start the plan. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  const formId = `${base}-form`;
  const others = (caseload.data?.items ?? []).filter((c) => c.clientId !== clientId);

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Start a plan for ${clientName}`}
      description="It starts as a draft: she sees nothing until you publish it."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {left ? 'Start the plan without them' : 'Start the plan'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="ui-nutri-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label="Title"
          value={title}
          maxLength={PLAN_LIMITS.title}
          data-autofocus
          onChange={(e) => setTitle(e.target.value)}
        />
        <fieldset className="ui-nutri-choices">
          <legend className="ui-label">Start</legend>
          {(Object.keys(SOURCES) as Source[]).map((s) => (
            <label key={s} className={cx('ui-nutri-choice', s === source && 'ui-nutri-choice--on')}>
              <input
                type="radio"
                name={`${base}-source`}
                value={s}
                checked={s === source}
                onChange={() => {
                  setSource(s);
                  setLeft(null);
                  setError(null);
                }}
              />
              <span>
                <strong>{SOURCES[s].label}</strong>
                <span className="ui-nutri-muted">{SOURCES[s].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {source === 'scratch' &&
          (profile.loading ? (
            <Spinner size="sm" label="Working out her suggested targets" />
          ) : (
            <div className="ui-nutri-muted">
              {suggestion ? (
                <>
                  <p>Suggested targets from her onboarding answers (you can change them all):</p>
                  {suggestion.caution && <p className="ui-nutri-caution">{suggestion.caution}</p>}
                </>
              ) : (
                <p>
                  Her onboarding answers do not give a suggestion, so the plan starts with these
                  targets: please change them.
                </p>
              )}
              <p className="ui-nutri-suggest__result">
                {TARGET_KEYS.map((k) => (
                  <span key={k}>
                    {TARGET_RANGES[k].label}{' '}
                    <strong>
                      {formatNumber((suggestion?.targets ?? FALLBACK_TARGETS)[k], 1)}{' '}
                      {TARGET_RANGES[k].unit}
                    </strong>
                  </span>
                ))}
              </p>
            </div>
          ))}

        {source === 'template' &&
          (templates.loading ? (
            <Spinner size="sm" label="Loading the templates" />
          ) : templates.error !== undefined ? (
            <Alert variant="error">{errorMessage(templates.error)}</Alert>
          ) : (templates.data?.items.length ?? 0) === 0 ? (
            <p className="ui-nutri-muted">There are no templates yet.</p>
          ) : (
            <fieldset className="ui-nutri-choices">
              <legend className="ui-label">Template</legend>
              {templates.data?.items.map((t) => (
                <label
                  key={t.id}
                  className={cx('ui-nutri-choice', t.id === templateId && 'ui-nutri-choice--on')}
                >
                  <input
                    type="radio"
                    name={`${base}-template`}
                    value={t.id}
                    checked={t.id === templateId}
                    onChange={() => {
                      setTemplateId(t.id);
                      setLeft(null);
                    }}
                  />
                  <span>
                    <strong>{t.name}</strong>
                    <span className="ui-nutri-muted">
                      {formatNumber(t.energyKcal)} kcal · {t.document.meals.length} meals
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}

        {source === 'client' &&
          (caseload.loading ? (
            <Spinner size="sm" label="Loading your clients" />
          ) : caseload.error !== undefined ? (
            <Alert variant="error">{errorMessage(caseload.error)}</Alert>
          ) : others.length === 0 ? (
            <p className="ui-nutri-muted">There are no other clients whose plans you can see.</p>
          ) : (
            <>
              <div className="ui-field">
                <label className="ui-label" htmlFor={`${base}-client`}>
                  Client
                </label>
                <select
                  id={`${base}-client`}
                  className="ui-input ui-select"
                  value={otherClient}
                  onChange={(e) => {
                    setOtherClient(e.target.value);
                    setOtherPlan('');
                    setLeft(null);
                  }}
                >
                  <option value="">Choose a client</option>
                  {others.map((c) => (
                    <option key={c.clientId} value={c.clientId}>
                      {c.firstName} {c.lastName}
                    </option>
                  ))}
                </select>
              </div>
              {otherClient &&
                (otherPlans.loading ? (
                  <Spinner size="sm" label="Loading her plans" />
                ) : otherPlans.error !== undefined ? (
                  <Alert variant="error">{errorMessage(otherPlans.error)}</Alert>
                ) : (otherPlans.data?.items.length ?? 0) === 0 ? (
                  <p className="ui-nutri-muted">She has no plans yet.</p>
                ) : (
                  <fieldset className="ui-nutri-choices">
                    <legend className="ui-label">Plan to copy</legend>
                    {otherPlans.data?.items.map((p) => (
                      <label
                        key={p.id}
                        className={cx(
                          'ui-nutri-choice',
                          p.id === otherPlan && 'ui-nutri-choice--on',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${base}-plan`}
                          value={p.id}
                          checked={p.id === otherPlan}
                          onChange={() => {
                            setOtherPlan(p.id);
                            setLeft(null);
                          }}
                        />
                        <span>
                          <strong>{p.title}</strong>
                          <span className="ui-nutri-muted">
                            {PLAN_STATUSES[p.status]} · {formatNumber(p.energyKcal)} kcal · updated{' '}
                            {formatDate(p.updatedAt)}
                          </span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                ))}
            </>
          ))}

        {left && (
          <Alert variant="warning" title={`Left out for ${clientName}'s allergies or diet`}>
            <ul>
              {left.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </Alert>
        )}
        {error && (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
