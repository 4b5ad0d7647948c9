import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ClientDetail } from '@wellness/contracts';
import { Button, Card, SelectField, useShellServices } from '@wellness/ui';
import { useAssignNutritionist } from '../../api/clients';
import { useNutritionists } from '../../api/team';
import { errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';

/** Who looks after the client: her coach, and a nutritionist the coach can (re)assign. */
export function TeamCard({ client }: { client: ClientDetail }) {
  const { notify } = useShellServices();
  const team = useNutritionists();
  const assign = useAssignNutritionist(client.id);
  const current = client.nutritionist?.userId ?? '';
  const [choice, setChoice] = useState(current);
  const [error, setError] = useState<string>();

  const options = [
    { value: '', label: 'Unassigned' },
    ...team.nutritionists.map((n) => ({ value: n.userId ?? '', label: fullName(n) })),
  ];
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: fullName(client.nutritionist) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await assign.mutateAsync(choice || null);
      const chosen = options.find((o) => o.value === choice);
      notify({
        title: choice ? `${chosen?.label ?? 'Nutritionist'} assigned` : 'Nutritionist removed',
      });
    } catch (err) {
      setError(errorText(err, 'The nutritionist could not be assigned'));
    }
  };

  return (
    <Card title="Assigned team" level={3}>
      <dl className="coach-facts">
        <div className="coach-facts__row">
          <dt>Coach</dt>
          <dd>{client.coach ? fullName(client.coach) : 'Not assigned'}</dd>
        </div>
        <div className="coach-facts__row">
          <dt>Nutritionist</dt>
          <dd>{client.nutritionist ? fullName(client.nutritionist) : 'Unassigned'}</dd>
        </div>
      </dl>
      <form onSubmit={submit} className="coach-inline-form" noValidate>
        <SelectField
          label="Assign nutritionist"
          options={options}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(undefined);
          }}
          error={error}
          disabled={team.isPending}
          hint={
            team.isError ? (
              'The team list is unavailable right now.'
            ) : !team.isPending && team.nutritionists.length === 0 ? (
              <>
                No active nutritionists yet. <Link to="/team">Invite one</Link>.
              </>
            ) : undefined
          }
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={assign.isPending}
          disabled={choice === current}
        >
          Save assignment
        </Button>
      </form>
    </Card>
  );
}
