import type { PageProps } from '@wellness/ui';
import { PlanEditor } from '@wellness/ui/nutrition';

/** `/nutrition-plan/:planId`: the plan editor (the server decides which plans she may write). */
export function PlanEditorPage({ params }: PageProps) {
  return <PlanEditor planId={params.planId ?? ''} />;
}
