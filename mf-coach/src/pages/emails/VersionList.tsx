import { useState } from 'react';
import type { EmailTemplateDetail, EmailTemplateVersion } from '@wellness/contracts';
import { Button, Dialog, useShellServices } from '@wellness/ui';
import { useRestoreTemplate } from '../../api/email-templates';
import { errorText } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';

type Target = number | 'default';

/** Newest first, whatever order they come in. */
export const newestFirst = (versions: readonly EmailTemplateVersion[]) =>
  [...versions].sort((a, b) => b.version - a.version);

/**
 * Earlier versions (each save keeps the one it replaced) with "Restore" on each, and "Restore the
 * default". Both ask first, saying what happens to unsaved changes.
 */
export function VersionList({
  template,
  dirty,
  onRestored,
}: {
  template: EmailTemplateDetail;
  dirty: boolean;
  onRestored: () => void;
}) {
  const { notify } = useShellServices();
  const restore = useRestoreTemplate(template.key);
  const [asking, setAsking] = useState<{ target: Target | null; open: boolean }>({
    target: null,
    open: false,
  });
  const close = () => setAsking((a) => ({ ...a, open: false }));
  const target = asking.target;
  const what = target === 'default' ? 'the default' : `version ${target}`;

  const confirm = async () => {
    if (target === null) return;
    try {
      await restore.mutateAsync(target);
      close();
      onRestored();
      notify({ title: target === 'default' ? 'Default restored' : `Version ${target} restored` });
    } catch (error) {
      notify({ title: 'Not restored', description: errorText(error), variant: 'destructive' });
    }
  };

  const versions = newestFirst(template.versions);
  return (
    <section className="coach-versions" aria-labelledby="template-versions">
      <h3 id="template-versions" className="coach-subheading">
        Versions
      </h3>
      {versions.length === 0 ? (
        <p className="coach-muted">No earlier versions yet. Each save keeps the one it replaces.</p>
      ) : (
        <ol className="coach-versions__list">
          {versions.map((v) => (
            <li key={v.version} className="coach-versions__item">
              <div className="coach-versions__facts">
                <span className="coach-versions__name">Version {v.version}</span>
                <span className="coach-versions__subject">{v.subject}</span>
                <span className="coach-muted">
                  {`${formatDateTime(v.savedAt)} · ${v.savedBy ?? 'The platform'}`}
                </span>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setAsking({ target: v.version, open: true })}
              >
                Restore<span className="ui-visually-hidden">{` version ${v.version}`}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {template.customised && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setAsking({ target: 'default', open: true })}
        >
          Restore the default
        </Button>
      )}
      <Dialog
        open={asking.open}
        onClose={close}
        title={`Restore ${what}?`}
        description={
          target === 'default'
            ? 'The email goes back to the platform’s own wording. Your current text is kept as a version.'
            : 'Its subject and text replace the current ones. Your current text is kept as a version.'
        }
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button loading={restore.isPending} onClick={() => void confirm()} data-autofocus>
              {target === 'default' ? 'Restore the default' : `Restore version ${target}`}
            </Button>
          </>
        }
      >
        {dirty && (
          <p className="coach-versions__warning">
            Your unsaved changes in the editor will be lost.
          </p>
        )}
      </Dialog>
    </section>
  );
}
