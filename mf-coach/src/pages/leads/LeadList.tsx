import { Link } from 'react-router-dom';
import type { LeadSummary, Paged } from '@wellness/contracts';
import { EmptyState, Pagination } from '@wellness/ui';
import { LeadStatusBadge } from '../../components/StatusBadge';
import { WIDE_SCREEN, useMediaQuery } from '../../lib/hooks';
import { formatDateTime, formatRelative, fullName } from '../../lib/format';
import { sourceLabel } from './filters';

function Received({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}

/** The leads of one page: a table on wide screens, cards on phones; names open the detail. */
export function LeadList({
  data,
  hrefFor,
  onPageChange,
  filtered,
}: {
  data: Paged<LeadSummary>;
  hrefFor: (id: string) => string;
  onPageChange: (page: number) => void;
  filtered: boolean;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (data.items.length === 0)
    return (
      <EmptyState
        title={filtered ? 'No leads match these filters' : 'No leads yet'}
        description={
          filtered
            ? 'Try another search or clear the filters.'
            : 'Discovery call requests and other leads will appear here.'
        }
      />
    );

  return (
    <>
      {wide ? (
        <div className="ui-table-wrap">
          <table className="ui-table coach-table">
            <caption className="ui-visually-hidden">Leads</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Source</th>
                <th scope="col">Status</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((lead) => (
                <tr key={lead.id}>
                  <td>
                    <Link to={hrefFor(lead.id)} className="coach-row-link">
                      {fullName(lead)}
                    </Link>
                  </td>
                  <td className="coach-cell-muted">{lead.email}</td>
                  <td>{sourceLabel(lead.source)}</td>
                  <td>
                    <LeadStatusBadge status={lead.status} />
                  </td>
                  <td className="coach-cell-muted">
                    <Received iso={lead.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="coach-cards" aria-label="Leads">
          {data.items.map((lead) => (
            <li key={lead.id} className="coach-card">
              <div className="coach-card__top">
                <Link to={hrefFor(lead.id)} className="coach-row-link">
                  {fullName(lead)}
                </Link>
                <LeadStatusBadge status={lead.status} />
              </div>
              <p className="coach-card__line">{lead.email}</p>
              <p className="coach-card__meta">
                {sourceLabel(lead.source)} · <Received iso={lead.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={onPageChange}
        noun="leads"
      />
    </>
  );
}
