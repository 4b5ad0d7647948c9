import { ClientNutritionPanel } from '@wellness/ui/nutrition';
import type { PageProps } from '@wellness/ui';

/** `/client-nutrition/:clientId` for a nutritionist: an assigned client's answers, charts and plans. */
export function ClientNutritionPage({ params }: PageProps) {
  return (
    <ClientNutritionPanel
      clientId={params.clientId ?? ''}
      area="nutritionist"
      back={{ to: '/dashboard', label: 'My clients' }}
    />
  );
}
