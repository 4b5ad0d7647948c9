import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Card,
  EmptyState,
  Field,
  PageSpinner,
  buttonClass,
  useFirstScreenDone,
} from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { PhotoUploader, PhotoViews, figuresFromProgress, photoDays } from '@wellness/ui/photos';
import { useDeletePhoto, useProgress, useUnits, useUploadPhoto } from '../../api';
import { useGalleryPhotos } from './gallery-photos';
import { PairConsent } from './PairConsent';
import { QueryFailure } from '../../components/QueryFailure';
import { errorText } from '../../lib/errors';
import '../../components/client.css';

const today = () => new Date().toLocaleDateString('en-CA');

/** Extra photos on any day she chooses (today unless she says otherwise). */
function AddPhotos() {
  const [day, setDay] = useState(today);
  const upload = useUploadPhoto(useMemo(() => ({ takenOn: day }), [day]));
  return (
    <Card title="Add photos" level={2}>
      <div className="mc-form__section">
        <Field
          label="Taken on"
          type="date"
          value={day}
          max={today()}
          onChange={(event) => setDay(event.target.value || today())}
        />
        <PhotoUploader
          key={day}
          upload={upload}
          describeError={(error) => errorText(error, 'The photo did not upload. Please try again.')}
        />
        <p className="mc-muted">
          Photos are private: only you and your coach see them. Location and camera details are
          removed before they are stored.
        </p>
      </div>
    </Card>
  );
}

/**
 * Her gallery's card. Its top is also the page's server-rendered first screen (scripts/prerender.tsx
 * renders it at build time; the gateway fills in her newest weeks).
 */
export function YourPhotos({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <div className="mc-photos">
      <Card title="Your progress photos" level={2}>
        {children}
      </Card>
      {below}
    </div>
  );
}

/** `/client-photos/:clientId` for her own id: her photos by week, compare, add and delete. */
export function PhotosPage({ params }: PageProps) {
  const [units] = useUnits();
  const progress = useProgress();
  const photos = useGalleryPhotos();
  const remove = useDeletePhoto();
  useFirstScreenDone(progress.isError || !!photos.error || (!progress.isPending && !!photos.items));

  if (progress.isError || photos.error)
    return (
      <QueryFailure
        title="We couldn't load your photos"
        error={progress.error ?? photos.error}
        retry={() => {
          void progress.refetch();
          void photos.refetch();
        }}
      />
    );
  if (progress.isPending || !photos.items) return <PageSpinner label="Loading your photos" />;
  if (params.clientId !== progress.data.clientId)
    return (
      <EmptyState
        icon="?"
        title="These photos are not yours to see"
        description="You can open your own progress photos."
        action={
          <Link
            to={`/client-photos/${encodeURIComponent(progress.data.clientId)}`}
            className={buttonClass('primary', 'sm')}
          >
            My photos
          </Link>
        }
      />
    );

  const days = photoDays(photos.items);
  const figuresOf = figuresFromProgress(progress.data.weeks, units);
  return (
    <YourPhotos below={<AddPhotos />}>
      {days.length === 0 ? (
        <EmptyState
          title="No photos yet"
          description="Add a front, side and back photo below, or with your next check-in."
        />
      ) : (
        <PhotoViews
          label="Your photos"
          days={days}
          figuresOf={figuresOf}
          onDelete={remove}
          earlier={photos.earlier}
          pairActions={(before, after) => <PairConsent before={before} after={after} />}
        />
      )}
    </YourPhotos>
  );
}
