import '../../nutritionist.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  clientStatusLabel,
  clientSummarySchema,
  formatDay,
  nutritionCaseloadSchema,
  pagedSchema,
} from '@wellness/contracts';
import type { CaseloadItem, ClientSummary } from '@wellness/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Spinner,
  useMediaQuery,
  useShellServices,
} from '@wellness/ui';
import { allergyLabel, dietLabel } from '@wellness/ui/nutrition';
import { adherenceText, hungerText, planStatus, weightTrend } from './caseload';

export const CLIENTS_URL = '/api/clients';
export const CASELOAD_URL = '/api/nutrition/clients';
const pageOfClients = pagedSchema(clientSummarySchema);

/** The caseload's table from this width; cards below it. */
export const TABLE_SCREEN = '(min-width: 900px)';

const profileLink = (id: string) => `/client-nutrition/${encodeURIComponent(id)}`;

function PlanBadge({ client }: { client: CaseloadItem }) {
  const status = planStatus(client);
  return (
    <span className="nutri-plan">
      <Badge tone={status.tone}>{status.label}</Badge>
      {status.detail && <span className="nutri-plan__reason">{status.detail}</span>}
    </span>
  );
}

function Trend({ kg }: { kg: number | null }) {
  const trend = weightTrend(kg);
  return (
    <span className="nutri-trend" title={trend.words}>
      {trend.arrow && <span aria-hidden="true">{trend.arrow} </span>}
      {trend.text}
    </span>
  );
}

/** Her diet and allergies from onboarding, and a caution while pregnant or breastfeeding. */
function Badges({ client, none = 'None' }: { client: CaseloadItem; none?: string }) {
  if (client.diet.length === 0 && client.allergies.length === 0 && !client.caution)
    return <span className="nutri-muted">{none}</span>;
  return (
    <span className="nutri-badges">
      {client.caution && <Badge tone="danger">{client.caution}</Badge>}
      {client.allergies.map((a) => (
        <Badge key={`a-${a}`} tone="warning">
          {allergyLabel(a)}
        </Badge>
      ))}
      {client.diet.map((d) => (
        <Badge key={`d-${d}`} tone="brand">
          {dietLabel(d)}
        </Badge>
      ))}
    </span>
  );
}

function Name({ client }: { client: CaseloadItem }) {
  return (
    <Link to={profileLink(client.clientId)}>
      {client.firstName} {client.lastName}
    </Link>
  );
}

/** Her check-ins and full onboarding (the read-only client page). */
function ProfileLink({ client }: { client: CaseloadItem }) {
  return (
    <Link
      to={`/client-profile/${encodeURIComponent(client.clientId)}`}
      className="nutri-small-link"
    >
      Check-ins
      <span className="ui-visually-hidden">
        {' '}
        of {client.firstName} {client.lastName}
      </span>
    </Link>
  );
}

function StatusBadge({ record }: { record: ClientSummary | undefined }) {
  if (!record) return null;
  return (
    <Badge tone={record.status === 'active' ? 'success' : 'neutral'}>
      {clientStatusLabel(record.status)}
    </Badge>
  );
}

const lastCheckin = (c: CaseloadItem) =>
  c.lastCheckinDate ? formatDay(c.lastCheckinDate) : 'None yet';

function Cards({ items, records }: { items: CaseloadItem[]; records: Map<string, ClientSummary> }) {
  return (
    <ul className="ui-record-cards" aria-label="Your assigned clients">
      {items.map((c) => {
        const record = records.get(c.clientId);
        return (
          <li key={c.clientId} className="ui-record-card nutri-card">
            <div className="ui-record-card__top">
              <span className="ui-record-card__title">
                <Name client={c} />
              </span>
              <StatusBadge record={record} />
            </div>
            {record && <span className="nutri-email">{record.email}</span>}
            <PlanBadge client={c} />
            <dl className="nutri-card-facts">
              <div>
                <dt>Latest check-in</dt>
                <dd>{lastCheckin(c)}</dd>
              </div>
              <div>
                <dt>Hunger</dt>
                <dd>{hungerText(c.hunger)}</dd>
              </div>
              <div>
                <dt>Adherence</dt>
                <dd>{adherenceText(c.adherencePercent)}</dd>
              </div>
              <div>
                <dt>Weight, 4 weeks</dt>
                <dd>
                  <Trend kg={c.weightTrendKg} />
                </dd>
              </div>
            </dl>
            <Badges client={c} none="No diet preferences or allergies" />
            <ProfileLink client={c} />
          </li>
        );
      })}
    </ul>
  );
}

function Table({ items, records }: { items: CaseloadItem[]; records: Map<string, ClientSummary> }) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table nutri-clients">
        <caption className="ui-visually-hidden">
          Your assigned clients, most in need of attention first, with their plans and latest
          check-in numbers
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Plan</th>
            <th scope="col">Latest check-in</th>
            <th scope="col">Hunger</th>
            <th scope="col">Adherence</th>
            <th scope="col">Weight, 4 weeks</th>
            <th scope="col">Diet and allergies</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => {
            const record = records.get(c.clientId);
            return (
              <tr key={c.clientId}>
                <th scope="row">
                  <Name client={c} /> <StatusBadge record={record} />
                  {record && <span className="nutri-email">{record.email}</span>}
                  <ProfileLink client={c} />
                </th>
                <td>
                  <PlanBadge client={c} />
                </td>
                <td>{lastCheckin(c)}</td>
                <td>{hungerText(c.hunger)}</td>
                <td>{adherenceText(c.adherencePercent)}</td>
                <td>
                  <Trend kg={c.weightTrendKg} />
                </td>
                <td className="nutri-wrap">
                  <Badges client={c} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The nutritionist's dashboard: her assigned clients, most in need of attention first (the
 * server's order): each one's plan, hunger and adherence from her latest check-in, 4-week weight
 * trend, diet and allergies. A name opens her nutrition (`/client-nutrition/:clientId`).
 */
export function AssignedClients() {
  const { apiRequest } = useShellServices();
  const wide = useMediaQuery(TABLE_SCREEN);
  const caseload = useQuery({
    queryKey: [CASELOAD_URL],
    queryFn: async () => nutritionCaseloadSchema.parse(await apiRequest('GET', CASELOAD_URL)),
  });
  // Her record in crm: status and email (the caseload works without them).
  const clients = useQuery({
    queryKey: [CLIENTS_URL, 'all'],
    queryFn: async () =>
      pageOfClients.parse(await apiRequest('GET', `${CLIENTS_URL}?pageSize=100`)),
  });
  if (caseload.isPending) return <Spinner label="Loading your clients" />;
  if (caseload.isError)
    return (
      <Alert variant="error" title="We couldn't load your clients">
        <p>{caseload.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void caseload.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { items } = caseload.data;
  const records = new Map((clients.data?.items ?? []).map((r) => [r.id, r]));
  const total = items.length;
  return (
    <Card
      title="Assigned clients"
      description={`${total} client${total === 1 ? '' : 's'} assigned to you, most in need of attention first. Hunger is from 1 to 10, where 10 is comfortably satisfied.`}
    >
      {items.length === 0 ? (
        <EmptyState
          title="No clients assigned yet"
          description="When the coach assigns a client to you, she appears here."
        />
      ) : wide ? (
        <Table items={items} records={records} />
      ) : (
        <Cards items={items} records={records} />
      )}
    </Card>
  );
}
