import './photos.css';
import { useEffect, useRef, useState } from 'react';
import { PHOTO_POSES, PHOTO_POSE_KEYS } from '@wellness/contracts';
import type { Photo } from '@wellness/contracts';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { GALLERY_EAGER_DAYS, photoDayLabel, photoLabel } from './photo-days';
import type { PhotoDay } from './photo-days';

/** Weeks rendered at first and added each time she nears the end: years of weeks at once would block a phone. */
export const GALLERY_WEEKS_PER_STEP = 12;

/** Shows more weeks as it nears the viewport, or when pressed (keyboard, screen readers). */
function MoreWeeks({
  remaining,
  loading,
  onMore,
}: {
  remaining: number;
  loading: boolean;
  onMore: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = ref.current;
    if (!node || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [remaining, loading]);
  return (
    <Button
      ref={ref}
      variant="outline"
      className="ui-photo-more"
      onClick={onMore}
      loading={loading}
    >
      Show earlier weeks ({remaining} more)
    </Button>
  );
}

/** Weeks of hers not loaded yet, which the page fetches when asked. */
export interface EarlierWeeks {
  /** How many days of photos she has beyond `days`. */
  count: number;
  /** Fetches the next page of earlier weeks. */
  loadMore: () => void;
  /** Fetches every one of them (compare chooses from all her weeks). */
  loadAll: () => void;
}

export interface PhotoGalleryProps {
  days: readonly PhotoDay[];
  /** Her figures that day ("72.4 kg · waist 84 cm"), when she checked in. */
  figuresOf?: (day: string) => string | undefined;
  /** Offered only to her: deletes one photo and all its stored copies. */
  onDelete?: (photo: Photo) => Promise<void>;
  /** The day to show first (from a chart's week): scrolled to and marked. */
  focusDay?: string;
  /** Her weeks not in `days` yet (a gallery loaded page by page). */
  earlier?: EarlierWeeks;
}

/** Her photos by week and pose, thumbnails loaded as they scroll into view; each opens larger. */
export function PhotoGallery({ days, figuresOf, onDelete, focusDay, earlier }: PhotoGalleryProps) {
  const [shown, setShown] = useState(
    () =>
      Math.max(
        0,
        days.findIndex((d) => d.day === focusDay),
      ) + GALLERY_WEEKS_PER_STEP,
  );
  const [open, setOpen] = useState<Photo | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const close = () => {
    setOpen(null);
    setConfirming(false);
  };
  // `shown` runs ahead of `days` while the next page of earlier weeks is on its way.
  const visible = Math.min(shown, days.length);
  const remaining = days.length - visible + (earlier?.count ?? 0);
  const showMore = () => {
    if (shown > days.length) return;
    setShown(shown + GALLERY_WEEKS_PER_STEP);
    if (earlier?.count && shown + GALLERY_WEEKS_PER_STEP > days.length) earlier.loadMore();
  };

  return (
    <>
      <ol className="ui-photo-days" aria-label="Photos by date, newest first">
        {days.slice(0, visible).map(({ day, poses }, index) => {
          const eager = index < GALLERY_EAGER_DAYS;
          const figures = figuresOf?.(day);
          return (
            <li
              key={day}
              id={`photos-${day}`}
              className="ui-photo-day"
              aria-current={day === focusDay ? 'true' : undefined}
              ref={(node) => {
                if (node && day === focusDay) node.scrollIntoView({ block: 'start' });
              }}
            >
              <h3 className="ui-photo-day__title">
                {photoDayLabel(day)}
                {figures && <span className="ui-photo-day__figures">{figures}</span>}
              </h3>
              <ul className="ui-photo-day__poses">
                {PHOTO_POSE_KEYS.map((pose) => {
                  const photo = poses[pose];
                  return (
                    <li key={pose}>
                      {photo ? (
                        <button
                          type="button"
                          className="ui-photo-thumb"
                          onClick={() => setOpen(photo)}
                          aria-label={`Open ${photoLabel(photo)}`}
                        >
                          <img
                            src={photo.variants.thumb}
                            alt=""
                            loading={eager ? 'eager' : 'lazy'}
                            fetchPriority={eager ? 'high' : 'auto'}
                            decoding="async"
                            width={160}
                            height={Math.round((160 * photo.height) / photo.width)}
                          />
                          <span>{PHOTO_POSES[pose]}</span>
                        </button>
                      ) : (
                        <span className="ui-photo-thumb ui-photo-thumb--empty">
                          No {PHOTO_POSES[pose].toLowerCase()} photo
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      {remaining > 0 && (
        <MoreWeeks remaining={remaining} loading={shown > days.length} onMore={showMore} />
      )}
      <Dialog
        open={open !== null}
        onClose={close}
        title={open ? photoLabel(open) : ''}
        footer={
          open && onDelete ? (
            confirming ? (
              <>
                <Button variant="outline" onClick={() => setConfirming(false)} disabled={deleting}>
                  Keep it
                </Button>
                <Button
                  variant="danger"
                  loading={deleting}
                  onClick={async () => {
                    setDeleting(true);
                    try {
                      await onDelete(open);
                      close();
                    } finally {
                      setDeleting(false);
                    }
                  }}
                >
                  Delete for good
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                Delete this photo
              </Button>
            )
          ) : undefined
        }
      >
        {open && (
          <img
            className="ui-photo-large"
            src={open.variants.display}
            alt={photoLabel(open)}
            width={open.width}
            height={open.height}
          />
        )}
        {confirming && (
          <p>It will be deleted everywhere, with every copy we keep. This cannot be undone.</p>
        )}
      </Dialog>
    </>
  );
}
