import './nutrition.css';
import { memo, useCallback, useMemo, useState } from 'react';
import type { Dispatch } from 'react';
import { DAY_TYPES, NUTRITION_MESSAGES, PLAN_LIMITS } from '@wellness/contracts';
import type { NutritionPlan, NutritionProfile } from '@wellness/contracts';
import { usePageTitle, useShellServices } from '@wellness/ui';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { Field } from '../Input';
import { Spinner } from '../Spinner';
import { useNutritionApi } from './api';
import type { NutritionApi } from './api';
import { draftTotals, shareTotals, targetNumbers } from './draft-totals';
import { validateDraft } from './draft-validation';
import { EditorHeader } from './EditorHeader';
import { clientName } from './format';
import { GuidanceCard } from './GuidanceCard';
import { MealsSection } from './MealsSection';
import type { EditorAction } from './editor-reducer';
import type { EditorDay, FieldErrors, PlanDraft } from './plan-draft';
import { PublishDialog } from './PublishDialog';
import { shareErrors, useShared, useStableCallback } from './render-sharing';
import { SaveBar } from './SaveBar';
import { errorMessage, errorStatus } from './server-errors';
import { DayPicker, SuggestionPanel, TargetsEditor } from './TargetsEditor';
import { TemplateDialog } from './TemplateDialog';
import { DayTotals } from './Totals';
import { useConflicts } from './use-conflicts';
import { useLeaveWarning } from './use-leave-warning';
import { useLoad } from './use-load';
import { latestVersionOf, usePlanDraft } from './use-plan-draft';
import { VersionHistory } from './VersionHistory';

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

interface LoadedEditorProps {
  api: NutritionApi;
  initial: NutritionPlan;
  profile: NutritionProfile | null;
  profileLoading: boolean;
  profileError: unknown;
}

const LEAVE_WARNING = 'You have unsaved changes to this plan. Leave without saving?';

function LoadedEditor({ api, initial, profile, profileLoading, profileError }: LoadedEditorProps) {
  const { notify, user } = useShellServices();
  const conflictsOf = useConflicts(profile);
  const editor = usePlanDraft(api, initial, conflictsOf);
  const { plan, state, dispatch, saving } = editor;
  const { draft } = state;
  const [day, setDay] = useState<EditorDay>('default');
  const [dialog, setDialog] = useState<'publish' | 'template' | null>(null);

  // every keystroke: totals from the draft, no request. Both keep the objects of the last keystroke
  // where nothing changed, so that only the edited option, its meal and the day re-render.
  const totals = useShared(
    useMemo(() => draftTotals(draft), [draft]),
    shareTotals,
  );
  const localErrors = useShared(
    useMemo(() => validateDraft(draft, conflictsOf), [draft, conflictsOf]),
    shareErrors,
  );
  const errors: FieldErrors = useMemo(
    () => ({ ...state.serverErrors, ...localErrors }),
    [state.serverErrors, localErrors],
  );
  const dayTargets = draft.targets[day] ?? draft.targets.default;
  const dayNumbers = useMemo(() => targetNumbers(dayTargets), [dayTargets]);

  useLeaveWarning(state.dirty, LEAVE_WARNING);

  const name = profile ? clientName(profile) : 'the client';
  // the coach writes plans for clients with no nutritionist; she reads the others'
  const readOnly = user?.role === 'coach' && profile?.hasNutritionist === true;
  const latestVersion = latestVersionOf(plan);
  const closeDialog = () => setDialog(null);
  // stable, for the memoised save bar
  const onSaveAsTemplate = useCallback(() => setDialog('template'), []);
  const onPublish = useCallback(() => setDialog('publish'), []);
  const onSave = useStableCallback(() => {
    void editor.save().then((saved) => {
      if (saved) notify({ title: 'Draft saved' });
    });
  });

  return (
    <div className="ui-nutri-editor">
      <EditorHeader
        plan={plan}
        profile={profile}
        profileLoading={profileLoading}
        profileError={profileError}
        latestVersion={latestVersion}
        dirty={state.dirty}
      />

      {state.stale && (
        <Alert variant="warning" title={NUTRITION_MESSAGES.stale}>
          <p>Your changes are still on this page until you reload. Copy anything you need first.</p>
          <Button
            size="sm"
            variant="outline"
            loading={editor.reloading}
            onClick={() => void editor.reload()}
          >
            Reload
          </Button>
        </Alert>
      )}
      {readOnly && (
        <Alert variant="info" title={`${NUTRITION_MESSAGES.noNutritionist}.`}>
          <p>You can read this plan and compare its versions; her nutritionist changes it.</p>
        </Alert>
      )}
      {editor.formError && !state.stale && (
        <Alert variant="error" className="ui-nutri-form-error">
          {editor.formError}
        </Alert>
      )}

      <div className="ui-nutri-editor__grid">
        <fieldset className="ui-nutri-editor__main" disabled={readOnly}>
          <legend className="ui-visually-hidden">The plan</legend>
          <TitleCard title={draft.title} error={errors.title} dispatch={dispatch} />

          <TargetsCard
            targets={draft.targets}
            lowEnergyReason={draft.lowEnergyReason}
            day={day}
            onDay={setDay}
            errors={localErrors}
            server={state.serverErrors}
            profile={profile}
            dispatch={dispatch}
          />

          <MealsSection
            api={api}
            meals={draft.meals}
            totals={totals}
            conflictsOf={conflictsOf}
            errors={errors}
            dispatch={dispatch}
          />

          <GuidanceCard guidance={draft.guidance} errors={errors} dispatch={dispatch} />
        </fieldset>

        <aside className="ui-nutri-editor__side" aria-label="Totals and versions">
          <div className="ui-nutri-editor__sticky">
            <DayTotals
              day={totals.day}
              targets={dayNumbers}
              title={`Day total against ${day === 'default' ? 'the targets' : `${DAY_TYPES[day].toLowerCase()} targets`}`}
            />
          </div>
          <VersionHistory api={api} plan={plan} draft={editor.currentDocument} />
        </aside>
      </div>

      {!readOnly && (
        <SaveBar
          saving={saving}
          dirty={state.dirty}
          stale={state.stale}
          errorCount={editor.attempted ? Object.keys(localErrors).length : 0}
          onSaveAsTemplate={onSaveAsTemplate}
          onPublish={onPublish}
          onSave={onSave}
        />
      )}

      {dialog === 'publish' && (
        <PublishDialog
          api={api}
          plan={plan}
          latestVersion={latestVersion}
          draft={editor.currentDocument}
          onClose={closeDialog}
          beforePublish={editor.saveIfDirty}
          onStale={() => dispatch({ type: 'stale' })}
          onPublished={(published) => {
            editor.published(published);
            closeDialog();
            notify({
              title: `Published v${latestVersionOf(published)}`,
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
          onClose={closeDialog}
          beforeSave={editor.saveIfDirty}
          onSaved={(templateName) => {
            closeDialog();
            notify({ title: 'Saved as a template', description: templateName });
          }}
        />
      )}
    </div>
  );
}

const TitleCard = memo(function TitleCard({
  title,
  error,
  dispatch,
}: {
  title: string;
  error: string | undefined;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <Card title="Plan" level={3}>
      <Field
        label="Title"
        value={title}
        maxLength={PLAN_LIMITS.title}
        error={error}
        onChange={(e) => dispatch({ type: 'title', value: e.target.value })}
      />
    </Card>
  );
});

/** The day types, the chosen day's targets, and the suggested starting point. */
const TargetsCard = memo(function TargetsCard({
  targets,
  lowEnergyReason,
  day,
  onDay,
  errors,
  server,
  profile,
  dispatch,
}: {
  targets: PlanDraft['targets'];
  lowEnergyReason: string;
  day: EditorDay;
  onDay: (day: EditorDay) => void;
  errors: FieldErrors;
  server: FieldErrors;
  profile: NutritionProfile | null;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <Card title="Targets per day" level={3}>
      <DayPicker targets={targets} day={day} onChange={onDay} dispatch={dispatch} />
      <TargetsEditor
        key={day}
        targets={targets}
        lowEnergyReason={lowEnergyReason}
        day={day}
        errors={errors}
        server={server}
        dispatch={dispatch}
      />
      {profile && <SuggestionPanel profile={profile} day={day} dispatch={dispatch} />}
    </Card>
  );
});
