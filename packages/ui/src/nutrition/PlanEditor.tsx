import './nutrition.css';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DAY_TYPES,
  GUIDANCE_SECTIONS,
  NUTRITION_MESSAGES,
  PLAN_LIMITS,
  PLAN_STATUSES,
  dietConflicts,
  planDiff,
} from '@wellness/contracts';
import type {
  GuidanceSection,
  NutritionPlan,
  NutritionProfile,
  PlanDocument,
  PlanFood,
} from '@wellness/contracts';
import { usePageTitle, useShellServices } from '@wellness/ui';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { Field } from '../Input';
import { Spinner } from '../Spinner';
import { useNutritionApi } from './api';
import type { NutritionApi } from './api';
import { clientName } from './format';
import { MealCard } from './MealsEditor';
import { DayPicker, SuggestionPanel, TargetsEditor } from './TargetsEditor';
import { DayTotals } from './Totals';
import { PlanDiffView, VersionHistory } from './VersionHistory';
import { useLoad } from './use-load';
import {
  draftDocument,
  draftTotals,
  editorReducer,
  errorMessage,
  errorStatus,
  errorsToDraft,
  fieldErrorsFrom,
  stateFromPlan,
  targetNumbers,
  updateBody,
  validateDraft,
} from './plan-state';
import type { ConflictsOf, EditorDay, FieldErrors } from './plan-state';

export interface PlanEditorProps {
  planId: string;
}

/**
 * The plan editor (`/nutrition-plan/:planId`, nutritionist and coach): targets with a suggested
 * starting point, day types, meals with options of foods, running totals against the targets, the
 * allergy guard, guidance, saving the draft (409 when someone else saved first), publishing
 * versions, comparing them, and saving the plan as a template.
 */
export function PlanEditor({ planId }: PlanEditorProps) {
  const api = useNutritionApi();
  const plan = useLoad(planId, () => api.plan(planId));
  const clientId = plan.data?.clientId ?? null;
  const profile = useLoad(clientId, () => api.profile(clientId ?? ''));
  usePageTitle(
    profile.data ? `Nutrition plan for ${clientName(profile.data)}` : plan.data?.document.title,
  );

  if (plan.loading) return <Spinner label="Loading the plan" />;
  if (plan.error !== undefined || !plan.data) {
    const status = errorStatus(plan.error);
    if (status === 404 || status === 403 || status === 400)
      return (
        <EmptyState
          title="We couldn't find this plan"
          description="It may have been removed, or it belongs to a client who is not yours."
        />
      );
    return (
      <Alert variant="error" title="We couldn't load the plan">
        <p>{errorMessage(plan.error)}</p>
        <Button size="sm" variant="outline" onClick={plan.reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <LoadedEditor
      key={plan.data.id}
      api={api}
      initial={plan.data}
      profile={profile.data ?? null}
      profileLoading={profile.loading}
      profileError={profile.error}
    />
  );
}

const NO_CONFLICTS: readonly string[] = [];
const noConflicts: ConflictsOf = () => NO_CONFLICTS;

/** Warns before she leaves with unsaved changes: closing the tab, or a link in the app. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const message = 'You have unsaved changes to this plan. Leave without saving?';
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || (link as HTMLAnchorElement).target === '_blank') return;
      if (!window.confirm(message)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}

interface LoadedEditorProps {
  api: NutritionApi;
  initial: NutritionPlan;
  profile: NutritionProfile | null;
  profileLoading: boolean;
  profileError: unknown;
}

function LoadedEditor({ api, initial, profile, profileLoading, profileError }: LoadedEditorProps) {
  const base = useId();
  const { notify, user } = useShellServices();
  const [plan, setPlan] = useState(initial);
  const [state, dispatch] = useReducer(editorReducer, initial, stateFromPlan);
  const [day, setDay] = useState<EditorDay>('default');
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [dialog, setDialog] = useState<'publish' | 'template' | null>(null);
  const draftRef = useRef(state.draft);
  useEffect(() => {
    draftRef.current = state.draft;
  }, [state.draft]);

  const { draft } = state;
  const conflictsOf = useMemo<ConflictsOf>(() => {
    if (!profile) return noConflicts;
    const cache = new Map<string, string[]>();
    return (food: PlanFood) => {
      let found = cache.get(food.id);
      if (!found) cache.set(food.id, (found = dietConflicts(food, profile)));
      return found;
    };
  }, [profile]);

  // every keystroke: totals from the draft, no request
  const totals = useMemo(() => draftTotals(draft), [draft]);
  const localErrors = useMemo(() => validateDraft(draft, conflictsOf), [draft, conflictsOf]);
  const errors: FieldErrors = useMemo(
    () => ({ ...state.serverErrors, ...localErrors }),
    [state.serverErrors, localErrors],
  );
  const dayTargets = draft.targets[day] ?? draft.targets.default;
  const dayNumbers = useMemo(() => targetNumbers(dayTargets), [dayTargets]);
  const errorCount = Object.keys(localErrors).length;

  useLeaveWarning(state.dirty);

  const save = useCallback(async (): Promise<NutritionPlan | null> => {
    setFormError(null);
    setAttempted(true);
    if (Object.keys(validateDraft(state.draft, conflictsOf)).length > 0) {
      setFormError('Please put right the fields marked in red, then save again.');
      return null;
    }
    const sent = state.draft;
    const { body, positions } = updateBody(state);
    setSaving(true);
    try {
      const saved = await api.updatePlan(plan.id, body);
      setPlan(saved);
      dispatch({ type: 'saved', version: saved.version, draft: sent });
      return saved;
    } catch (error) {
      const status = errorStatus(error);
      if (status === 409) {
        dispatch({ type: 'stale' });
      } else if (status === 400) {
        const fields = errorsToDraft(fieldErrorsFrom(error), positions);
        dispatch({ type: 'saveFailed', fields });
        setFormError(
          Object.keys(fields).length > 0
            ? 'Some fields need a change before the plan can be saved: they are marked in red.'
            : errorMessage(error),
        );
      } else {
        setFormError(errorMessage(error, 'We could not save the plan. Please try again.'));
      }
      return null;
    } finally {
      setSaving(false);
    }
  }, [api, plan.id, state, conflictsOf]);

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await api.plan(plan.id);
      setPlan(fresh);
      dispatch({ type: 'load', plan: fresh });
      setFormError(null);
      setAttempted(false);
    } catch (error) {
      setFormError(errorMessage(error, 'We could not reload the plan. Please try again.'));
    } finally {
      setReloading(false);
    }
  };

  const name = profile ? clientName(profile) : 'the client';
  // the coach writes plans for clients with no nutritionist; she reads the others'
  const readOnly = user?.role === 'coach' && profile?.hasNutritionist === true;
  const latestVersion = plan.versions.reduce((n, v) => Math.max(n, v.number), 0);
  const guidanceKeys = Object.keys(GUIDANCE_SECTIONS) as GuidanceSection[];
  const currentDocument = useCallback((): PlanDocument => draftDocument(draftRef.current), []);

  return (
    <div className="ui-nutri-editor">
      <header className="ui-nutri-editor__head">
        <Link
          to={`/client-nutrition/${encodeURIComponent(plan.clientId)}`}
          className="ui-nutri-back"
        >
          <span aria-hidden="true">←</span>{' '}
          {profile ? `${profile.firstName}’s nutrition` : 'Her nutrition'}
        </Link>
        <div className="ui-nutri-editor__heading">
          <h2 className="ui-nutri-editor__title">Nutrition plan for {name}</h2>
          <Badge tone={plan.status === 'active' ? 'success' : 'neutral'}>
            {PLAN_STATUSES[plan.status]}
          </Badge>
          {latestVersion > 0 && <Badge tone="brand">Latest: v{latestVersion}</Badge>}
          {(state.dirty || plan.unpublishedChanges) && latestVersion > 0 && (
            <Badge tone="warning">Changes not yet published</Badge>
          )}
        </div>
        <ClientSummary profile={profile} loading={profileLoading} error={profileError} />
      </header>

      {state.stale && (
        <Alert variant="warning" title={NUTRITION_MESSAGES.stale}>
          <p>Your changes are still on this page until you reload. Copy anything you need first.</p>
          <Button size="sm" variant="outline" loading={reloading} onClick={() => void reload()}>
            Reload
          </Button>
        </Alert>
      )}
      {readOnly && (
        <Alert variant="info" title={`${NUTRITION_MESSAGES.noNutritionist}.`}>
          <p>You can read this plan and compare its versions; her nutritionist changes it.</p>
        </Alert>
      )}
      {formError && !state.stale && (
        <Alert variant="error" className="ui-nutri-form-error">
          {formError}
        </Alert>
      )}

      <div className="ui-nutri-editor__grid">
        <fieldset className="ui-nutri-editor__main" disabled={readOnly}>
          <legend className="ui-visually-hidden">The plan</legend>
          <Card title="Plan" level={3}>
            <Field
              label="Title"
              value={draft.title}
              maxLength={PLAN_LIMITS.title}
              error={errors.title}
              onChange={(e) => dispatch({ type: 'title', value: e.target.value })}
            />
          </Card>

          <Card title="Targets per day" level={3}>
            <DayPicker draft={draft} day={day} onChange={setDay} dispatch={dispatch} />
            <TargetsEditor
              key={day}
              draft={draft}
              day={day}
              errors={localErrors}
              server={state.serverErrors}
              dispatch={dispatch}
            />
            {profile && <SuggestionPanel profile={profile} day={day} dispatch={dispatch} />}
          </Card>

          <section className="ui-nutri-meals" aria-labelledby={`${base}-meals`}>
            <div className="ui-nutri-meals__head">
              <h3 id={`${base}-meals`} className="ui-nutri-section-title">
                Meals
              </h3>
              <p className="ui-nutri-muted">
                Each meal has one or more options she can choose between. Meals with nothing in them
                are not saved.
              </p>
            </div>
            {draft.meals.length === 0 && (
              <EmptyState title="No meals yet" description="Add a meal to start the plan." />
            )}
            {draft.meals.map((meal, m) => (
              <MealCard
                key={meal.key}
                api={api}
                meal={meal}
                index={m}
                mealCount={draft.meals.length}
                options={totals.options[m]}
                range={totals.meals[m]}
                conflictsOf={conflictsOf}
                errors={errors}
                dispatch={dispatch}
              />
            ))}
            {draft.meals.length < PLAN_LIMITS.meals && (
              <Button variant="outline" onClick={() => dispatch({ type: 'addMeal' })}>
                Add a meal
              </Button>
            )}
          </section>

          <Card title="Guidance" level={3}>
            {guidanceKeys.map((key) => (
              <GuidanceField
                key={key}
                section={key}
                value={draft.guidance[key]}
                error={errors[`guidance.${key}`]}
                onChange={(value) => dispatch({ type: 'guidance', section: key, value })}
              />
            ))}
          </Card>
        </fieldset>

        <aside className="ui-nutri-editor__side" aria-label="Totals and versions">
          <div className="ui-nutri-editor__sticky">
            <DayTotals
              day={totals.day}
              targets={dayNumbers}
              title={`Day total against ${day === 'default' ? 'the targets' : `${DAY_TYPES[day].toLowerCase()} targets`}`}
            />
          </div>
          <VersionHistory api={api} plan={plan} draft={currentDocument} />
        </aside>
      </div>

      {!readOnly && (
        <div className="ui-nutri-editor__actions" role="group" aria-label="Save and publish">
          <p className="ui-nutri-muted" role="status">
            {saving
              ? 'Saving…'
              : state.dirty
                ? attempted && errorCount > 0
                  ? `Unsaved changes · ${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} a change`
                  : 'Unsaved changes'
                : 'All changes saved'}
          </p>
          <div className="ui-nutri-editor__buttons">
            <Button
              variant="outline"
              onClick={() => setDialog('template')}
              disabled={state.stale || saving}
            >
              Save as template
            </Button>
            <Button
              variant="secondary"
              loading={saving}
              disabled={state.stale}
              onClick={() => {
                void save().then((saved) => {
                  if (saved) notify({ title: 'Draft saved' });
                });
              }}
            >
              Save draft
            </Button>
            <Button onClick={() => setDialog('publish')} disabled={state.stale || saving}>
              Publish…
            </Button>
          </div>
        </div>
      )}

      {dialog === 'publish' && (
        <PublishDialog
          api={api}
          plan={plan}
          latestVersion={latestVersion}
          draft={currentDocument}
          onClose={() => setDialog(null)}
          beforePublish={async () => (state.dirty ? (await save()) !== null : true)}
          onStale={() => dispatch({ type: 'stale' })}
          onPublished={(published) => {
            setPlan(published);
            dispatch({ type: 'saved', version: published.version });
            setDialog(null);
            const number = published.versions.reduce((n, v) => Math.max(n, v.number), 0);
            notify({
              title: `Published v${number}`,
              description: `${name} can see it now.`,
            });
          }}
        />
      )}
      {dialog === 'template' && (
        <TemplateDialog
          api={api}
          planId={plan.id}
          title={draft.title}
          onClose={() => setDialog(null)}
          beforeSave={async () => (state.dirty ? (await save()) !== null : true)}
          onSaved={(templateName) => {
            setDialog(null);
            notify({ title: 'Saved as a template', description: templateName });
          }}
        />
      )}
    </div>
  );
}

function GuidanceField({
  section,
  value,
  error,
  onChange,
}: {
  section: GuidanceSection;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {GUIDANCE_SECTIONS[section]}
      </label>
      <textarea
        id={id}
        className="ui-input ui-textarea"
        rows={3}
        maxLength={PLAN_LIMITS.guidance}
        value={value}
        aria-invalid={Boolean(error) || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <p className="ui-field__error">{error}</p>}
    </div>
  );
}

/** Her name, diet, allergies and pregnancy or breastfeeding: what the plan must respect. */
function ClientSummary({
  profile,
  loading,
  error,
}: {
  profile: NutritionProfile | null;
  loading: boolean;
  error: unknown;
}) {
  if (loading) return <Spinner size="sm" label="Loading her profile" />;
  if (!profile)
    return error !== undefined ? (
      <p className="ui-nutri-muted">
        Her profile could not be loaded: there is no suggestion or allergy check. (
        {errorMessage(error)})
      </p>
    ) : null;
  const allergies = [
    ...profile.allergies,
    ...(profile.allergiesOther ? [profile.allergiesOther] : []),
  ];
  const diet = [...profile.diet, ...(profile.dietOther ? [profile.dietOther] : [])];
  return (
    <div className="ui-nutri-client" aria-label="What her plan must respect">
      {diet.length > 0 && (
        <span className="ui-nutri-client__group">
          <span className="ui-nutri-muted">Diet:</span>
          {diet.map((d) => (
            <Badge key={d} tone="brand">
              {d}
            </Badge>
          ))}
        </span>
      )}
      <span className="ui-nutri-client__group">
        <span className="ui-nutri-muted">Allergies:</span>
        {allergies.length > 0 ? (
          allergies.map((a) => (
            <Badge key={a} tone="danger">
              {a}
            </Badge>
          ))
        ) : (
          <span>none declared</span>
        )}
      </span>
      {profile.pregnant && <Badge tone="warning">Pregnant</Badge>}
      {profile.breastfeeding && <Badge tone="warning">Breastfeeding</Badge>}
    </div>
  );
}

function PublishDialog({
  api,
  plan,
  latestVersion,
  draft,
  onClose,
  beforePublish,
  onStale,
  onPublished,
}: {
  api: NutritionApi;
  plan: NutritionPlan;
  latestVersion: number;
  draft: () => PlanDocument;
  onClose: () => void;
  beforePublish: () => Promise<boolean>;
  onStale: () => void;
  onPublished: (plan: NutritionPlan) => void;
}) {
  const formId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useLoad(latestVersion > 0 ? `${plan.id}:${latestVersion}` : null, () =>
    api.version(plan.id, latestVersion),
  );
  const changes = useMemo(
    () => (latest.data ? planDiff(latest.data.document, draft()) : null),
    [latest.data, draft],
  );
  const submit = async () => {
    if (note.trim() === '') {
      setError('Please say what changed in this version');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!(await beforePublish())) {
        onClose();
        return;
      }
      onPublished(await api.publish(plan.id, note.trim()));
    } catch (e) {
      if (errorStatus(e) === 409) {
        onStale();
        onClose();
        return;
      }
      const fields = fieldErrorsFrom(e);
      setError(fields.changeNote ?? Object.values(fields)[0] ?? errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const next = latestVersion + 1;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Publish v${next}`}
      description="She will see this version at once, and we email her that it is ready."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Publish v{next}
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
        <div className="ui-field">
          <label className="ui-label" htmlFor={`${formId}-note`}>
            Change note
          </label>
          <textarea
            id={`${formId}-note`}
            className="ui-input ui-textarea"
            rows={3}
            maxLength={PLAN_LIMITS.changeNote}
            value={note}
            data-autofocus
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={`${formId}-hint`}
            onChange={(e) => setNote(e.target.value)}
          />
          <p id={`${formId}-hint`} className="ui-field__hint">
            What changed, in a line she will read (for example “More protein at breakfast”).
          </p>
          {error && (
            <p className="ui-field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        {latestVersion > 0 && (
          <div className="ui-nutri-publish-diff">
            <h3 className="ui-nutri-section-title">Changes since v{latestVersion}</h3>
            {latest.loading ? (
              <Spinner size="sm" label="Loading the changes" />
            ) : changes ? (
              <PlanDiffView changes={changes} from={`v${latestVersion}`} to="this version" />
            ) : null}
          </div>
        )}
      </form>
    </Dialog>
  );
}

function TemplateDialog({
  api,
  planId,
  title,
  onClose,
  beforeSave,
  onSaved,
}: {
  api: NutritionApi;
  planId: string;
  title: string;
  onClose: () => void;
  beforeSave: () => Promise<boolean>;
  onSaved: (name: string) => void;
}) {
  const formId = useId();
  const [name, setName] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (name.trim() === '') {
      setError('Please name the template');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (!(await beforeSave())) {
        onClose();
        return;
      }
      const template = await api.saveTemplate(planId, name.trim());
      onSaved(template.name);
    } catch (e) {
      const fields = fieldErrorsFrom(e);
      setError(fields.name ?? Object.values(fields)[0] ?? errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Save as template"
      description="The saved plan becomes a template any plan can start from. Her name is not kept."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Save template
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
          label="Template name"
          value={name}
          maxLength={PLAN_LIMITS.title}
          error={error ?? undefined}
          data-autofocus
          onChange={(e) => setName(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
