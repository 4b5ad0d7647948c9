import './nutrition.css';
import { useId, useMemo, useState } from 'react';
import { DEFAULT_DEFICIT_KCAL, DEFAULT_PROTEIN_PER_KG, PLAN_LIMITS } from '@wellness/contracts';
import type { PlanCreateInput, PlanDocument } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Field } from '../Input';
import { useNutritionApi } from './api';
import { ChoiceList } from './ChoiceList';
import { FormDialog } from './FormDialog';
import { suggestionFor } from './format';
import { FALLBACK_TARGETS, copyBody, scratchBody } from './new-plan-body';
import { OtherPlanChoice, ScratchTargets, TemplateChoice } from './NewPlanSources';
import { formErrorMessage } from './server-errors';
import { useConflicts } from './use-conflicts';
import { useLoad } from './use-load';
import { useSubmission } from './use-submission';

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

const SOURCES = [
  {
    value: 'scratch',
    label: 'From scratch',
    hint: 'Breakfast, lunch, dinner and snacks, with targets suggested from her onboarding answers',
  },
  {
    value: 'template',
    label: 'From a template',
    hint: 'A ready-made plan at a common energy level',
  },
  {
    value: 'client',
    label: "From another client's plan",
    hint: 'A copy of a plan you wrote for someone else',
  },
] as const;

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
  const [left, setLeft] = useState<string[] | null>(null);
  const { busy, error, setError, run } = useSubmission();

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
  const conflictsOf = useConflicts(profile.data ?? null);

  const create = async (body: PlanCreateInput) => {
    const plan = await api.createPlan(body);
    onCreated(plan.id);
  };

  /** The document to copy, or null (and why) when none is chosen yet. */
  const sourceDocument = async (): Promise<PlanDocument | null> => {
    if (source === 'template') {
      const doc = templates.data?.items.find((t) => t.id === templateId)?.document;
      if (!doc) setError('Please choose a template');
      return doc ?? null;
    }
    if (!otherPlan) {
      setError('Please choose the client and the plan to copy');
      return null;
    }
    return (await api.plan(otherPlan)).document;
  };

  const submit = async () => {
    setError(null);
    if (title.trim() === '') {
      setError('Please give the plan a title');
      return;
    }
    await run(
      async () => {
        if (source === 'scratch') {
          await create(scratchBody(clientId, title, suggestion?.targets ?? FALLBACK_TARGETS));
          return;
        }
        const doc = await sourceDocument();
        if (!doc) return;
        const copy = copyBody(doc, clientId, title, conflictsOf);
        if (copy.left.length > 0 && left === null) {
          // say which foods are left out, and create on the second press
          setLeft(copy.left);
          return;
        }
        await create(copy.body);
      },
      (e) => formErrorMessage(e, undefined, 'We could not start the plan. Please try again.'),
    );
  };

  return (
    <FormDialog
      title={`Start a plan for ${clientName}`}
      description="It starts as a draft: she sees nothing until you publish it."
      submitLabel={left ? 'Start the plan without them' : 'Start the plan'}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="Title"
        value={title}
        maxLength={PLAN_LIMITS.title}
        data-autofocus
        onChange={(e) => setTitle(e.target.value)}
      />
      <ChoiceList
        legend="Start"
        name={`${base}-source`}
        choices={SOURCES}
        value={source}
        onChange={(s) => {
          setSource(s as Source);
          setLeft(null);
          setError(null);
        }}
      />

      {source === 'scratch' && (
        <ScratchTargets
          loading={profile.loading}
          targets={suggestion?.targets ?? FALLBACK_TARGETS}
          suggested={suggestion !== null}
          caution={suggestion?.caution}
        />
      )}
      {source === 'template' && (
        <TemplateChoice
          templates={templates}
          name={`${base}-template`}
          value={templateId}
          onChange={(id) => {
            setTemplateId(id);
            setLeft(null);
          }}
        />
      )}
      {source === 'client' && (
        <OtherPlanChoice
          clientId={clientId}
          caseload={caseload}
          plans={otherPlans}
          name={`${base}-plan`}
          client={otherClient}
          plan={otherPlan}
          onClient={(id) => {
            setOtherClient(id);
            setOtherPlan('');
            setLeft(null);
          }}
          onPlan={(id) => {
            setOtherPlan(id);
            setLeft(null);
          }}
        />
      )}

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
    </FormDialog>
  );
}
