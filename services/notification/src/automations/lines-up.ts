import type { AutomationStep } from '@wellness/contracts';
import { sameJson } from './definition';

/**
 * Whether an enrolment at `stepIndex` (the next step it runs) can move to a new version: the
 * steps it has walked past, 0 … stepIndex - 1, are the same in both, so its place means the same
 * thing. Otherwise it finishes on the version it began.
 */
export function linesUp(
  previous: readonly AutomationStep[],
  next: readonly AutomationStep[],
  stepIndex: number,
): boolean {
  if (next.length < stepIndex || previous.length < stepIndex) return false;
  for (let index = 0; index < stepIndex; index++)
    if (!sameJson(previous[index], next[index])) return false;
  return true;
}
