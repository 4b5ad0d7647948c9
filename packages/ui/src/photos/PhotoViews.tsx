import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Photo } from '@wellness/contracts';
import { Tabs } from '../Tabs';
import { PhotoCompare } from './PhotoCompare';
import { PhotoGallery } from './PhotoGallery';
import type { EarlierWeeks } from './PhotoGallery';
import { PageSpinner } from '../Spinner';
import type { PhotoDay } from './photo-days';

export interface PhotoViewsProps {
  label: string;
  days: readonly PhotoDay[];
  figuresOf?: (day: string) => string | undefined;
  onDelete?: (photo: Photo) => Promise<void>;
  pairActions?: (before: Photo, after: Photo) => ReactNode;
  /** Her weeks not in `days` yet: loaded as she scrolls, or all at once for compare or a week. */
  earlier?: EarlierWeeks;
}

/**
 * Her photos two ways, as tabs: by week (the gallery) and compare. `?week=` (from a chart) opens
 * the gallery on that week, `?compare` opens compare.
 */
export function PhotoViews({
  label,
  days,
  figuresOf,
  onDelete,
  pairActions,
  earlier,
}: PhotoViewsProps) {
  const [search] = useSearchParams();
  const [tab, setTab] = useState(search.has('compare') ? 'compare' : 'gallery');
  const focusDay = search.get('week') ?? undefined;
  // Compare chooses from all her weeks; a chart's week may be older than those loaded so far.
  const needsAll =
    tab === 'compare' || (focusDay !== undefined && !days.some((d) => d.day === focusDay));
  const waiting = needsAll && (earlier?.count ?? 0) > 0;
  const loadAll = useRef(earlier?.loadAll);
  loadAll.current = earlier?.loadAll;
  useEffect(() => {
    if (waiting) loadAll.current?.();
  }, [waiting]);
  const loadingEarlier = <PageSpinner label="Loading your earlier weeks" />;
  return (
    <Tabs
      label={label}
      value={tab}
      onChange={setTab}
      items={[
        {
          id: 'gallery',
          label: 'By week',
          content: waiting ? (
            loadingEarlier
          ) : (
            <PhotoGallery
              days={days}
              figuresOf={figuresOf}
              onDelete={onDelete}
              focusDay={focusDay}
              earlier={earlier}
            />
          ),
        },
        {
          id: 'compare',
          label: 'Compare',
          content: waiting ? (
            loadingEarlier
          ) : (
            <PhotoCompare days={days} figuresOf={figuresOf} pairActions={pairActions} />
          ),
        },
      ]}
    />
  );
}
