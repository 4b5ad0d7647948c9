import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LeadDetail } from '@wellness/contracts';
import { Alert, Button, buttonClass, useShellServices } from '@wellness/ui';
import { useConvertLead } from '../../api/leads';
import { errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';

const profileHref = (clientId: string) => `/client-profile/${encodeURIComponent(clientId)}`;

/** "Convert to client": confirms, creates the client (and invitation), then links to the profile. */
export function ConvertLead({ lead }: { lead: LeadDetail }) {
  const { notify } = useShellServices();
  const convert = useConvertLead();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  if (lead.clientId)
    return (
      <Alert variant="success" title={`${fullName(lead)} is a client`}>
        <Link to={profileHref(lead.clientId)} className={buttonClass('primary', 'sm')}>
          Open client profile
        </Link>
      </Alert>
    );

  const run = async () => {
    setError(undefined);
    try {
      const result = await convert.mutateAsync(lead.id);
      setConfirming(false);
      notify({
        title: `${fullName(lead)} is now a client`,
        description: `An invitation to set a password has been emailed to ${lead.email}.`,
      });
      return result;
    } catch (err) {
      const message = errorText(err, 'The lead could not be converted');
      setError(message);
      notify({ title: 'Conversion failed', description: message, variant: 'destructive' });
    }
  };

  return (
    <div className="coach-convert">
      {error && (
        <Alert variant="error" title="Couldn't convert this lead">
          <p>{error}</p>
        </Alert>
      )}
      {confirming ? (
        <div className="coach-convert__confirm" role="group" aria-label="Confirm conversion">
          <p>
            This creates a client record for {fullName(lead)} and emails {lead.email} an invitation
            to set a password.
          </p>
          <div className="coach-form-actions">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button size="sm" loading={convert.isPending} onClick={() => void run()}>
              Confirm and convert
            </Button>
          </div>
        </div>
      ) : (
        <Button onClick={() => setConfirming(true)}>Convert to client</Button>
      )}
    </div>
  );
}
