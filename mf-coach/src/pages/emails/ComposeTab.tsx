import './compose.css';
import type { EmailTabProps } from './EmailsPage';
import { ComposeForm } from './ComposeForm';
import { ComposeSends } from './ComposeSends';

/** Write to one client or a segment, now or later; the recent sends beside. */
export function ComposeTab({ state, onChange }: EmailTabProps) {
  return (
    <div className="coach-compose">
      <ComposeForm
        key={state.clientId}
        clientId={state.clientId || undefined}
        onSent={() => {
          if (state.clientId) onChange({ clientId: '' });
          document.getElementById('compose-sends-title')?.focus();
        }}
      />
      <ComposeSends />
    </div>
  );
}
