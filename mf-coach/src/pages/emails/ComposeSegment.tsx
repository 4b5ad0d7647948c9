import { CLIENT_STATUSES, clientStatusLabel } from '@wellness/contracts';
import { SelectField } from '@wellness/ui';
import { useNutritionists } from '../../api/team';
import { useTagUsage } from '../../api/tag-usage';
import { ClientDateFilters } from '../../components/ClientDateFilters';
import { fullName } from '../../lib/format';
import type { ComposeDraft } from './compose-form';

type Segment = ComposeDraft['segment'];

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...CLIENT_STATUSES.map((s) => ({ value: s, label: clientStatusLabel(s) })),
];

/** "A segment": the client table's filters, plus a tag. Empty filters match every client. */
export function ComposeSegment({
  value,
  onChange,
}: {
  value: Segment;
  onChange: (patch: Partial<Segment>) => void;
}) {
  const { nutritionists } = useNutritionists();
  const tags = useTagUsage();
  const nutritionistOptions = [
    { value: '', label: 'Anyone' },
    { value: 'none', label: 'No nutritionist' },
    ...nutritionists.map((n) => ({ value: n.userId ?? '', label: fullName(n) })),
  ];
  if (value.nutritionist && !nutritionistOptions.some((o) => o.value === value.nutritionist))
    nutritionistOptions.push({ value: value.nutritionist, label: 'Selected nutritionist' });
  const tagOptions = [
    { value: '', label: tags.isPending ? 'Loading tags…' : 'Any tag' },
    ...(tags.data?.tags ?? []).map((t) => ({
      value: t.tag,
      label: `${t.tag} (${t.clients})`,
    })),
  ];
  if (value.tag && !tagOptions.some((o) => o.value === value.tag))
    tagOptions.push({ value: value.tag, label: value.tag });
  return (
    <fieldset className="coach-compose-segment">
      <legend className="ui-visually-hidden">Which clients</legend>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={value.status}
        onChange={(e) => onChange({ status: e.target.value as Segment['status'] })}
      />
      <SelectField
        label="Nutritionist"
        options={nutritionistOptions}
        value={value.nutritionist}
        onChange={(e) => onChange({ nutritionist: e.target.value })}
      />
      <SelectField
        label="Tag"
        options={tagOptions}
        value={value.tag}
        onChange={(e) => onChange({ tag: e.target.value })}
      />
      <ClientDateFilters value={value} onChange={onChange} />
    </fieldset>
  );
}
