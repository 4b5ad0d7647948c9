import type { AutomationConditions } from '@wellness/contracts';

/** What conditions ask of a client (her replica row, or a snapshot about to be applied). */
export interface ClientFacts {
  status: string;
  nutritionistUserId: string | null;
  tags: readonly string[];
}

/** Whether no condition is set: the only conditions a lead meets. */
export const noConditions = (conditions: AutomationConditions) =>
  !conditions.statuses?.length &&
  conditions.hasNutritionist === undefined &&
  !conditions.tags?.length;

/** Whether a client meets an automation's conditions (absent: any). */
export function conditionsHold(conditions: AutomationConditions, client: ClientFacts): boolean {
  if (conditions.statuses?.length && !conditions.statuses.includes(client.status as never))
    return false;
  if (
    conditions.hasNutritionist !== undefined &&
    conditions.hasNutritionist !== (client.nutritionistUserId !== null)
  )
    return false;
  return (conditions.tags ?? []).every((tag) => client.tags.includes(tag));
}
