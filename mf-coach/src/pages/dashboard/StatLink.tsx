import { Link } from 'react-router-dom';

/** A dashboard figure that opens the list behind it. */
export function StatLink({
  to,
  value,
  label,
  hint,
  tone = 'default',
}: {
  to: string;
  value: number | string;
  label: string;
  hint?: string;
  tone?: 'default' | 'attention';
}) {
  return (
    <Link to={to} className={`coach-stat coach-stat--${tone}`}>
      <span className="coach-stat__value">{value}</span>
      <span className="coach-stat__label">{label}</span>
      {hint && <span className="coach-stat__hint">{hint}</span>}
    </Link>
  );
}
