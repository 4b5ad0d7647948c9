import type { TeamMember } from '@wellness/contracts';
import { Button, Dialog } from '@wellness/ui';
import { fullName, plural } from '../../lib/format';

export function DeactivateDialog({
  member,
  saving,
  onCancel,
  onConfirm,
}: {
  member: TeamMember | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={Boolean(member)}
      onClose={onCancel}
      title={member ? `Deactivate ${fullName(member)}?` : 'Deactivate'}
      description="They will no longer be able to sign in."
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={saving} onClick={onConfirm}>
            Deactivate
          </Button>
        </>
      }
    >
      {member && member.assignedClients > 0 && (
        <p>
          {fullName(member)} is assigned to {plural(member.assignedClients, 'client')}. Reassign
          them from the client table afterwards.
        </p>
      )}
    </Dialog>
  );
}
