import { useQuery } from '@tanstack/react-query';
import { tagUsageSchema } from '@wellness/contracts';
import { CLIENTS_URL } from './clients';
import { useGet } from './request';

const TAGS_URL = `${CLIENTS_URL}/tags`;

/** Every client tag in use, with how many clients carry it (GET /api/clients/tags). */
export function useTagUsage() {
  const get = useGet();
  return useQuery({ queryKey: [TAGS_URL], queryFn: () => get(TAGS_URL, tagUsageSchema) });
}
