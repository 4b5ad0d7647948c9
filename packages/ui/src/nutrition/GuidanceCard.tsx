import { memo } from 'react';
import type { Dispatch } from 'react';
import { GUIDANCE_SECTIONS, PLAN_LIMITS } from '@wellness/contracts';
import { Card } from '../Card';
import { TextareaField } from '../Select';
import type { EditorAction } from './editor-reducer';
import { GUIDANCE_KEYS } from './plan-draft';
import type { FieldErrors, PlanDraft } from './plan-draft';

/** The plan's guidance: a few lines under each heading (hydration, eating out…). */
export const GuidanceCard = memo(function GuidanceCard({
  guidance,
  errors,
  dispatch,
}: {
  guidance: PlanDraft['guidance'];
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <Card title="Guidance" level={3}>
      {GUIDANCE_KEYS.map((section) => (
        <TextareaField
          key={section}
          label={GUIDANCE_SECTIONS[section]}
          rows={3}
          maxLength={PLAN_LIMITS.guidance}
          value={guidance[section]}
          error={errors[`guidance.${section}`]}
          onChange={(e) => dispatch({ type: 'guidance', section, value: e.target.value })}
        />
      ))}
    </Card>
  );
});
