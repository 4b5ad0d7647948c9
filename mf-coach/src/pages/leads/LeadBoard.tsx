import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LEAD_STATUSES } from '@wellness/contracts';
import type { LeadStatus, LeadSummary, Paged } from '@wellness/contracts';
import { LEADS_URL } from '../../api/leads';
import { BoardColumn } from './BoardColumn';
import { LostReasonDialog } from './LostReasonDialog';
import { useMoveLead } from './use-move-lead';
import type { LeadFilters } from './filters';

/** The pipeline as columns, one per status. Moving to "Lost" asks for the reason first. */
export function LeadBoard({
  filters,
  hrefFor,
}: {
  filters: LeadFilters;
  hrefFor: (id: string) => string;
}) {
  const { move, moving } = useMoveLead();
  const client = useQueryClient();
  const [movingId, setMovingId] = useState<string | null>(null);
  const [losing, setLosing] = useState<LeadSummary | null>(null);

  const doMove = async (lead: LeadSummary, status: LeadStatus, reason?: string) => {
    setMovingId(lead.id);
    const ok = await move(lead, status, reason);
    setMovingId(null);
    return ok;
  };

  const onMove = (lead: LeadSummary, status: LeadStatus) => {
    if (status === lead.status) return;
    if (status === 'lost') setLosing(lead);
    else void doMove(lead, status);
  };

  /** A dropped card: find it in the cached columns. */
  const onDropLead = (id: string, status: LeadStatus) => {
    const pages = client.getQueriesData<Paged<LeadSummary>>({ queryKey: [LEADS_URL, 'list'] });
    const lead = pages.flatMap(([, page]) => page?.items ?? []).find((l) => l.id === id);
    if (lead) onMove(lead, status);
  };

  return (
    <>
      <p className="coach-hint">
        Change a lead&apos;s status with its menu, or drag the card to another column.
      </p>
      <div className="coach-board">
        {LEAD_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            filters={filters}
            hrefFor={hrefFor}
            movingId={movingId}
            onMove={onMove}
            onDropLead={onDropLead}
          />
        ))}
      </div>
      <LostReasonDialog
        key={losing?.id ?? 'none'}
        lead={losing}
        saving={moving}
        onCancel={() => setLosing(null)}
        onConfirm={async (reason) => {
          if (!losing) return;
          if (await doMove(losing, 'lost', reason)) setLosing(null);
        }}
      />
    </>
  );
}
