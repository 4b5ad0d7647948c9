import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { photoListSchema } from '@wellness/contracts';
import type { PhotoList } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import type { EarlierWeeks } from '@wellness/ui/photos';
import { KEYS, usePhotos } from '../../api';
import { photoPageUrl } from './photo-pages';

const daysIn = (list: PhotoList) => new Set(list.items.map((photo) => photo.takenOn)).size;

/**
 * Her gallery's photos a page of weeks at a time, newest first, so the first screen waits for
 * her newest weeks only; all of them at once when compare (or an older week) asks for them.
 */
export function useGalleryPhotos() {
  const { apiRequest } = useShellServices();
  const [wantAll, setWantAll] = useState(false);
  const pages = useInfiniteQuery({
    queryKey: [...KEYS.photos, 'pages'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      photoListSchema.parse(await apiRequest('GET', photoPageUrl(pageParam))),
    getNextPageParam: (last) => last.nextBefore ?? null,
  });
  const all = usePhotos({ enabled: wantAll });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const loadAll = useCallback(() => setWantAll(true), []);

  const loaded = pages.data?.pages;
  const items = useMemo(
    () => all.data?.items ?? loaded?.flatMap((page) => page.items),
    [all.data, loaded],
  );
  const earlier: EarlierWeeks = {
    count:
      all.data || !loaded
        ? 0
        : Math.max(0, (loaded[0].totalDays ?? 0) - loaded.reduce((n, page) => n + daysIn(page), 0)),
    loadMore,
    loadAll,
  };
  return {
    items,
    earlier,
    error: pages.error ?? all.error,
    refetch: () => Promise.all([pages.refetch(), wantAll ? all.refetch() : undefined]),
  };
}
