import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema } from '@wellness/contracts';
import type { TeamMember } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { ACTIVITY_URL } from './dashboard';
import { useGet } from './request';

export const TEAM_URL = '/api/team';
const teamListSchema = {
  parse: (value: unknown): TeamMember[] => {
    // Either a plain array or a page of members.
    const items = Array.isArray(value) ? value : (value as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) throw new Error('Unexpected answer from the team list');
    return items.map((item) => teamMemberSchema.parse(item));
  },
};

export function useTeam() {
  const get = useGet();
  return useQuery({ queryKey: [TEAM_URL], queryFn: () => get(TEAM_URL, teamListSchema) });
}

/** Active nutritionists: the people clients can be assigned to. */
export function useNutritionists() {
  const team = useTeam();
  const nutritionists = (team.data ?? []).filter(
    (m) => m.role === 'nutritionist' && m.status === 'active' && m.userId,
  );
  return { ...team, nutritionists };
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  role: 'coach' | 'nutritionist';
}

export function useInviteMember() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (invitation: Invitation) =>
      teamMemberSchema.parse(await apiRequest('POST', `${TEAM_URL}/invitations`, invitation)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [TEAM_URL] }),
        client.invalidateQueries({ queryKey: [ACTIVITY_URL] }),
      ]),
  });
}

export function useDeactivateMember() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest('PATCH', `${TEAM_URL}/${encodeURIComponent(id)}`, { status: 'deactivated' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [TEAM_URL] }),
        client.invalidateQueries({ queryKey: [ACTIVITY_URL] }),
        client.invalidateQueries({ queryKey: ['/api/clients'] }),
      ]),
  });
}
