import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientTagsSchema } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { CLIENTS_URL } from '../../api/clients';
import { ACTIVITY_URL } from '../../api/dashboard';

/**
 * Sets a client's whole set of tags (PUT /api/clients/:id/tags); answers the set stored. The
 * client's record, the table and the tag usage (`/api/clients/tags`, its own query key) refresh.
 */
export function useSetClientTags(id: string) {
  const { apiRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tags: string[]) =>
      clientTagsSchema.parse(
        await apiRequest('PUT', `${CLIENTS_URL}/${encodeURIComponent(id)}/tags`, { tags }),
      ),
    onSettled: () =>
      Promise.all(
        [[CLIENTS_URL], [`${CLIENTS_URL}/tags`], [ACTIVITY_URL]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
