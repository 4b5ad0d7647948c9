import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PLAN_STATUSES } from '@wellness/contracts';
import type { NutritionPlan, NutritionProfile } from '@wellness/contracts';
import { Badge } from '../Badge';
import { Spinner } from '../Spinner';
import { clientName } from './format';
import { errorMessage } from './server-errors';

export interface EditorHeaderProps {
  plan: NutritionPlan;
  profile: NutritionProfile | null;
  profileLoading: boolean;
  profileError: unknown;
  latestVersion: number;
  /** Changed since the last save. */
  dirty: boolean;
}

/** The way back to her nutrition, the plan's status and versions, and what it must respect. */
export const EditorHeader = memo(function EditorHeader({
  plan,
  profile,
  profileLoading,
  profileError,
  latestVersion,
  dirty,
}: EditorHeaderProps) {
  return (
    <header className="ui-nutri-editor__head">
      <Link to={`/client-nutrition/${encodeURIComponent(plan.clientId)}`} className="ui-nutri-back">
        <span aria-hidden="true">←</span>{' '}
        {profile ? `${profile.firstName}’s nutrition` : 'Her nutrition'}
      </Link>
      <div className="ui-nutri-editor__heading">
        <h2 className="ui-nutri-editor__title">
          Nutrition plan for {profile ? clientName(profile) : 'the client'}
        </h2>
        <Badge tone={plan.status === 'active' ? 'success' : 'neutral'}>
          {PLAN_STATUSES[plan.status]}
        </Badge>
        {latestVersion > 0 && <Badge tone="brand">Latest: v{latestVersion}</Badge>}
        {(dirty || plan.unpublishedChanges) && latestVersion > 0 && (
          <Badge tone="warning">Changes not yet published</Badge>
        )}
      </div>
      <ClientSummary profile={profile} loading={profileLoading} error={profileError} />
    </header>
  );
});

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
