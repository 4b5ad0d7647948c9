import { LEAD_STATUS_LABELS } from '@wellness/contracts';
import type { LeadStatus, LeadSummary } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { useUpdateLead } from '../../api/leads';
import { errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';

/** Moves one lead to another pipeline stage, with a notice either way. Resolves true on success. */
export function useMoveLead() {
  const update = useUpdateLead();
  const { notify } = useShellServices();
  const move = async (lead: LeadSummary, status: LeadStatus, lostReason?: string) => {
    try {
      await update.mutateAsync({
        id: lead.id,
        patch: status === 'lost' ? { status, lostReason } : { status },
      });
      notify({ title: `${fullName(lead)} moved to ${LEAD_STATUS_LABELS[status]}` });
      return true;
    } catch (error) {
      notify({
        title: `Couldn't move ${fullName(lead)}`,
        description: errorText(error),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { move, moving: update.isPending, error: update.error };
}
