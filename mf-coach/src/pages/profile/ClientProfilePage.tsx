import './profile.css';
import { Link } from 'react-router-dom';
import { Card, EmptyState, buttonClass, usePageTitle } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { useAddClientNote, useClient } from '../../api/clients';
import { ActivityTimeline } from '../../components/ActivityTimeline';
import { NotesPanel } from '../../components/NotesPanel';
import { LoadError, Loading } from '../../components/QueryState';
import { ClientStatusBadge, ScreeningBadge } from '../../components/StatusBadge';
import { errorStatus } from '../../lib/errors';
import { formatDate, fullName, initials } from '../../lib/format';
import { CheckinsSection } from './CheckinsSection';
import { OnboardingSection } from './OnboardingSection';
import { PhotosCard } from './PhotosCard';
import { NutritionCard } from './NutritionCard';
import { ContactCard } from './ContactCard';
import { PaymentsSection } from './PaymentsSection';
import { StatusControl } from './StatusControl';
import { TagsCard } from './TagsCard';
import { TeamCard } from './TeamCard';

function BackLink() {
  return (
    <Link to="/clients" className="coach-back">
      <span aria-hidden="true">←</span> All clients
    </Link>
  );
}

function NotFoundPanel() {
  return (
    <section className="ui-card" aria-labelledby="coach-page-title">
      <EmptyState
        icon="?"
        title={<span id="coach-page-title">We couldn&apos;t find this client</span>}
        description="The link may be wrong, or the client record was removed."
        action={
          <Link to="/clients" className={buttonClass('primary', 'sm')}>
            Back to clients
          </Link>
        }
      />
    </section>
  );
}

/** `/client-profile/:clientId`: everything about one client, and what the coach can change. */
export function ClientProfilePage({ params }: PageProps) {
  const clientId = params.clientId ?? '';
  const client = useClient(clientId);
  const addNote = useAddClientNote(clientId);
  usePageTitle(client.data ? fullName(client.data) : undefined);

  if (client.isPending) return <Loading label="Loading client profile" />;
  if (client.isError) {
    const status = errorStatus(client.error);
    if (status === 404 || status === 400 || status === 403) return <NotFoundPanel />;
    return (
      <>
        <BackLink />
        <LoadError
          title="We couldn't load this client"
          error={client.error}
          onRetry={() => void client.refetch()}
        />
      </>
    );
  }

  const c = client.data;
  return (
    <article className="coach-profile" aria-labelledby="coach-page-title">
      <BackLink />
      <header className="coach-profile__header ui-card">
        <span className="coach-avatar" aria-hidden="true">
          {initials(c)}
        </span>
        <div className="coach-profile__identity">
          <h2 id="coach-page-title" className="coach-page__title">
            {fullName(c)}
          </h2>
          <p className="coach-profile__meta">
            <ClientStatusBadge status={c.status} />{' '}
            {c.screeningFlagged && (
              <>
                <ScreeningBadge />{' '}
              </>
            )}
            <span>Client since {formatDate(c.joinedAt)}</span>
          </p>
        </div>
        <Link
          to={`/client-messages?clientId=${encodeURIComponent(c.id)}`}
          className={buttonClass('outline', 'sm')}
        >
          Message<span className="ui-visually-hidden">{` ${fullName(c)}`}</span>
        </Link>
        <Link
          to={`/emails?tab=compose&clientId=${encodeURIComponent(c.id)}`}
          className={buttonClass('outline', 'sm')}
        >
          Email her<span className="ui-visually-hidden">{`: ${fullName(c)}`}</span>
        </Link>
        <StatusControl key={c.status} client={c} />
      </header>
      <div className="coach-profile__grid">
        <div className="coach-profile__main">
          <ContactCard client={c} />
          <OnboardingSection client={c} />
          <Card
            title="Private coach notes"
            description="Only your coaching team sees these; never the client."
            level={3}
          >
            <NotesPanel
              notes={c.notes}
              label="Add a private note"
              saving={addNote.isPending}
              onAdd={(body) => addNote.mutateAsync(body)}
            />
          </Card>
        </div>
        <aside className="coach-profile__side" aria-label="Team and activity">
          <TeamCard key={c.nutritionist?.userId ?? 'none'} client={c} />
          <TagsCard client={c} />
          <Card title="Activity" level={3}>
            <ActivityTimeline
              items={c.timeline}
              emptyText="Changes to this client will show here."
            />
          </Card>
        </aside>
      </div>
      <CheckinsSection clientId={c.id} />
      <PaymentsSection client={c} />
      <div className="coach-later-grid">
        <PhotosCard clientId={c.id} />
        <NutritionCard clientId={c.id} nutritionist={c.nutritionist} />
      </div>
    </article>
  );
}
