import { ClientNutritionPanel } from '@wellness/ui/nutrition';
import type { PageProps } from '@wellness/ui';
import { useClient } from '../../api/clients';

/**
 * `/client-nutrition/:clientId` for the coach: any client's answers, charts and plans; she writes
 * plans herself for a client with no nutritionist.
 */
export function ClientNutritionPage({ params }: PageProps) {
  const clientId = params.clientId ?? '';
  // Her record names her nutritionist (the panel's note); the panel works without it.
  const client = useClient(clientId);
  const nutritionist = client.data?.nutritionist;
  return (
    <ClientNutritionPanel
      clientId={clientId}
      area="coach"
      back={{ to: `/client-profile/${encodeURIComponent(clientId)}`, label: 'Client profile' }}
      nutritionistName={nutritionist ? `${nutritionist.firstName} ${nutritionist.lastName}` : null}
    />
  );
}
