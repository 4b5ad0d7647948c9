import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_STATUS_LABELS } from '@wellness/contracts';
import type { LeadStatus, LeadSummary } from '@wellness/contracts';
import { useLeads } from '../../api/leads';
import { LoadError } from '../../components/QueryState';
import { Spinner } from '@wellness/ui';
import { toQueryString } from '../../lib/url-state';
import { BoardCard } from './BoardCard';
import { boardColumnQuery } from './filters';
import type { LeadFilters } from './filters';

/** One pipeline stage: its count, its newest leads, and a drop target for dragged cards. */
export function BoardColumn({
  status,
  filters,
  hrefFor,
  movingId,
  onMove,
  onDropLead,
}: {
  status: LeadStatus;
  filters: LeadFilters;
  hrefFor: (id: string) => string;
  movingId: string | null;
  onMove: (lead: LeadSummary, status: LeadStatus) => void;
  onDropLead: (leadId: string, status: LeadStatus) => void;
}) {
  const leads = useLeads(boardColumnQuery(filters, status));
  const [over, setOver] = useState(false);
  const titleId = `board-${status}`;
  const listHref = `/leads${toQueryString({
    search: filters.search,
    source: filters.source,
    sort: filters.sort === 'newest' ? '' : filters.sort,
    status,
  })}`;

  return (
    <section
      className={`coach-board__column coach-board__column--${status}${over ? ' is-over' : ''}`}
      aria-labelledby={titleId}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('application/x-lead-id')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const id = e.dataTransfer.getData('application/x-lead-id');
        if (id) onDropLead(id, status);
      }}
    >
      <header className="coach-board__header">
        <h3 id={titleId} className="coach-board__title">
          {LEAD_STATUS_LABELS[status]}
        </h3>
        <span className="coach-board__count" aria-label={`${leads.data?.total ?? 0} leads`}>
          {leads.data?.total ?? '…'}
        </span>
      </header>
      {leads.isPending ? (
        <div className="coach-board__state">
          <Spinner size="sm" label={`Loading ${LEAD_STATUS_LABELS[status]} leads`} />
        </div>
      ) : leads.isError ? (
        <LoadError title="Couldn't load" error={leads.error} onRetry={() => void leads.refetch()} />
      ) : leads.data.items.length === 0 ? (
        <p className="coach-board__empty">No leads</p>
      ) : (
        <ul className="coach-board__cards" aria-labelledby={titleId}>
          {leads.data.items.map((lead) => (
            <BoardCard
              key={lead.id}
              lead={lead}
              href={hrefFor(lead.id)}
              moving={movingId === lead.id}
              onMove={onMove}
            />
          ))}
        </ul>
      )}
      {leads.data && leads.data.total > leads.data.items.length && (
        <Link to={listHref} className="coach-board__more">
          See all {leads.data.total} in the list
        </Link>
      )}
    </section>
  );
}
