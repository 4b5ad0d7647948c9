import { Card } from '@wellness/ui';

/** How a backup goes back in: an operator's command, not a button (it replaces everything). */
export function RestoreHelp() {
  return (
    <Card title="Restoring a backup" level={3}>
      <p>
        Whoever runs the platform for you loads a backup into an empty system with this command, run
        from the platform&apos;s folder:
      </p>
      <pre className="coach-pre">
        <code>npm run restore -- &lt;file&gt;.zip</code>
      </pre>
      <p className="coach-muted">
        Add <code>--passphrase</code> for an encrypted backup. It checks every file against the
        checksums in the backup first and refuses a file that has been changed. It refuses to
        overwrite a system that already holds data unless given <code>--force</code>.
      </p>
    </Card>
  );
}
