import { useState } from 'react';
import type { FormEvent } from 'react';
import { BACKUP_LIMITS, backupRequestSchema } from '@wellness/contracts';
import { Alert, Button, Card, Field, useShellServices } from '@wellness/ui';
import { errorFields, errorText, zodFieldErrors } from '../../lib/errors';
import { useStartBackup } from './backups-api';

/** "Make a backup now", with an optional passphrase that encrypts the file. */
export function StartBackupForm({ running }: { running: boolean }) {
  const { notify } = useShellServices();
  const start = useStartBackup();
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = backupRequestSchema.safeParse({ passphrase: passphrase || undefined });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await start.mutateAsync(parsed.data);
      setPassphrase('');
      notify({
        title: 'Backup started',
        description: 'It appears in the list below; you can leave this page while it is made.',
      });
    } catch (error) {
      const fields = errorFields(error);
      setErrors(Object.keys(fields).length ? fields : { _: errorText(error) });
    }
  };

  return (
    <Card
      title="Make a backup now"
      description="One ZIP file of your whole business: every record from every part of the platform, and the original photos and attachments."
      level={3}
    >
      <form onSubmit={submit} noValidate aria-label="Make a backup now">
        {errors._ && <Alert variant="error">{errors._}</Alert>}
        <Field
          label="Passphrase (optional)"
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(e) => setPassphrase(e.target.value)}
          error={errors.passphrase}
          maxLength={BACKUP_LIMITS.passphraseMax}
          hint={`At least ${BACKUP_LIMITS.passphraseMin} characters. It encrypts the file (AES-256): you will need it to open or restore the backup. We do not keep it, so nobody can recover it if it is lost. Leave it empty for an unencrypted file.`}
        />
        <div className="coach-form-actions">
          <Button type="submit" loading={start.isPending} disabled={running}>
            Make a backup now
          </Button>
        </div>
        {running && (
          <p className="coach-muted" role="status">
            A backup is being made: you can start another when it has finished.
          </p>
        )}
      </form>
    </Card>
  );
}
