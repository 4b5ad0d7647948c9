import type { TeamMember } from '@wellness/contracts';
import { Badge, Button } from '@wellness/ui';
import { TeamStatusBadge } from '../../components/StatusBadge';
import { WIDE_SCREEN, useMediaQuery } from '../../lib/hooks';
import { capitalize, fullName } from '../../lib/format';

function Actions({
  member,
  isSelf,
  onDeactivate,
}: {
  member: TeamMember;
  isSelf: boolean;
  onDeactivate: (m: TeamMember) => void;
}) {
  if (isSelf) return <Badge>You</Badge>;
  if (member.status === 'deactivated') return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => onDeactivate(member)}
      aria-label={`Deactivate ${fullName(member)}`}
    >
      Deactivate
    </Button>
  );
}

/** The team: role, status and assigned clients; everyone but yourself can be deactivated. */
export function TeamList({
  members,
  selfId,
  onDeactivate,
}: {
  members: readonly TeamMember[];
  selfId: string | undefined;
  onDeactivate: (m: TeamMember) => void;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const isSelf = (m: TeamMember) => Boolean(selfId && m.userId === selfId);
  if (!wide)
    return (
      <ul className="coach-cards" aria-label="Team members">
        {members.map((m) => (
          <li key={m.id} className="coach-card">
            <div className="coach-card__top">
              <strong className="coach-card__name">{fullName(m)}</strong>
              <TeamStatusBadge status={m.status} />
            </div>
            <p className="coach-card__line">{m.email}</p>
            <div className="coach-card__top">
              <p className="coach-card__meta">
                {capitalize(m.role)} · {m.assignedClients} clients
              </p>
              <Actions member={m} isSelf={isSelf(m)} onDeactivate={onDeactivate} />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coach-table">
        <caption className="ui-visually-hidden">Team members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Clients</th>
            <th scope="col">
              <span className="ui-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>
                <strong>{fullName(m)}</strong>
                <span className="coach-cell-sub">{m.email}</span>
              </td>
              <td>{capitalize(m.role)}</td>
              <td>
                <TeamStatusBadge status={m.status} />
              </td>
              <td>{m.assignedClients}</td>
              <td className="coach-table__actions">
                <Actions member={m} isSelf={isSelf(m)} onDeactivate={onDeactivate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
