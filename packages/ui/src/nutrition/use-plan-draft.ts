import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { NutritionPlan, PlanDocument } from '@wellness/contracts';
import type { NutritionApi } from './api';
import { validateDraft } from './draft-validation';
import type { ConflictsOf } from './draft-validation';
import { editorReducer } from './editor-reducer';
import { stateFromPlan } from './plan-draft';
import { draftDocument, updateBody } from './request-body';
import { errorMessage, errorStatus, errorsToDraft, fieldErrorsFrom } from './server-errors';

/** The newest published version's number (0 before the first). */
export const latestVersionOf = (plan: Pick<NutritionPlan, 'versions'>) =>
  plan.versions.reduce((n, v) => Math.max(n, v.number), 0);

/**
 * The plan as the editor holds it: the draft (a reducer), and saving it with the version it was
 * read at. A 409 (someone else saved first) marks it stale and keeps her typing until she reloads;
 * a 400 marks the fields it names, mapped back to the draft's positions.
 */
export function usePlanDraft(api: NutritionApi, initial: NutritionPlan, conflictsOf: ConflictsOf) {
  const [plan, setPlan] = useState(initial);
  const [state, dispatch] = useReducer(editorReducer, initial, stateFromPlan);
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** She has tried to save: from then on the status line counts the fields to put right. */
  const [attempted, setAttempted] = useState(false);
  const draftRef = useRef(state.draft);
  useEffect(() => {
    draftRef.current = state.draft;
  }, [state.draft]);

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

  /** Saves first when there are unsaved changes (publishing, saving as a template). */
  const saveIfDirty = async () => (state.dirty ? (await save()) !== null : true);

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

  const published = (fresh: NutritionPlan) => {
    setPlan(fresh);
    dispatch({ type: 'saved', version: fresh.version });
  };

  /** The draft as a document now, for comparisons (stable: it reads the latest draft). */
  const currentDocument = useCallback((): PlanDocument => draftDocument(draftRef.current), []);

  return {
    plan,
    state,
    dispatch,
    saving,
    reloading,
    formError,
    attempted,
    save,
    saveIfDirty,
    reload,
    published,
    currentDocument,
  };
}
