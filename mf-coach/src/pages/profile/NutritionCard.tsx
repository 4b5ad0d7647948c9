import { Link } from 'react-router-dom';
import { Card } from '@wellness/ui';

/** The profile's way to her nutrition: her answers, charts and every plan (`/client-nutrition`). */
export function NutritionCard({
  clientId,
  nutritionist,
}: {
  clientId: string;
  nutritionist: { firstName: string; lastName: string } | null;
}) {
  return (
    <Card
      title="Nutrition plans"
      level={3}
      footer={
        <Link to={`/client-nutrition/${encodeURIComponent(clientId)}`}>Open her nutrition</Link>
      }
    >
      <p className="coach-muted">
        {nutritionist
          ? `Her nutritionist, ${nutritionist.firstName} ${nutritionist.lastName}, writes her plans. You can read every plan.`
          : 'She has no nutritionist: you can write her plans yourself.'}
      </p>
    </Card>
  );
}
