import './team.css';
import { useState } from 'react';
import { TEAM_MESSAGES } from '@wellness/contracts';
import type { TeamMember } from '@wellness/contracts';
import { Card, EmptyState, useShellServices } from '@wellness/ui';
import { useDeactivateMember, useTeam } from '../../api/team';
import { PageSection } from '../../components/PageSection';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';
import { DeactivateDialog } from './DeactivateDialog';
import { InviteForm } from './InviteForm';
import { TeamList } from './TeamList';

const ORDER = { active: 0, invited: 1, deactivated: 2 } as const;

/** `/team`: who works with the coach, invitations, and deactivation. */
export function TeamPage() {
  const { user, notify } = useShellServices();
  const team = useTeam();
  const deactivate = useDeactivateMember();
  const [target, setTarget] = useState<TeamMember | null>(null);

  const confirm = async () => {
    if (!target) return;
    if (target.userId && target.userId === user?.id) {
      notify({ title: TEAM_MESSAGES.cannotDeactivateSelf, variant: 'destructive' });
      setTarget(null);
      return;
    }
    try {
      await deactivate.mutateAsync(target.id);
      notify({
        title: `${fullName(target)} deactivated`,
        description: 'They can no longer sign in.',
      });
    } catch (error) {
      notify({
        title: `Couldn't deactivate ${fullName(target)}`,
        description: errorText(error),
        variant: 'destructive',
      });
    }
    setTarget(null);
  };

  const members = [...(team.data ?? [])].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || fullName(a).localeCompare(fullName(b)),
  );

  return (
    <PageSection title="Team" description="Coaches and nutritionists who work with you.">
      <div className="coach-columns coach-columns--team">
        <Card title="Your team" level={3}>
          {team.isPending ? (
            <Loading label="Loading your team" />
          ) : team.isError ? (
            <LoadError
              title="We couldn't load your team"
              error={team.error}
              onRetry={() => void team.refetch()}
            />
          ) : members.length === 0 ? (
            <EmptyState
              title="Just you so far"
              description="Invite a nutritionist or another coach to work with you."
            />
          ) : (
            <TeamList members={members} selfId={user?.id} onDeactivate={setTarget} />
          )}
        </Card>
        <InviteForm />
      </div>
      <DeactivateDialog
        member={target}
        saving={deactivate.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => void confirm()}
      />
    </PageSection>
  );
}
