import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@wellness/ui';
import { useEmailTemplate } from '../../api/email-templates';
import { LoadError, Loading } from '../../components/QueryState';
import { errorStatus } from '../../lib/errors';
import type { PreviewClient } from './PreviewClientPicker';
import { TemplatePreview } from './TemplatePreview';

/** A saved template rendered with a client's data (`&clientId=`) or the samples. */
export function TemplatePreviewView({ templateKey }: { templateKey: string }) {
  const [params, setParams] = useSearchParams();
  const template = useEmailTemplate(templateKey);
  usePageTitle(template.data ? `Preview: ${template.data.name}` : undefined);
  const clientId = params.get('clientId');
  // Only the id is in the URL: the preview's `filledFor` names her.
  const client: PreviewClient | null = clientId ? { id: clientId, name: '' } : null;
  const choose = (next: PreviewClient | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('clientId', next.id);
        else updated.delete('clientId');
        return updated;
      },
      { replace: true },
    );

  if (template.isPending) return <Loading label="Loading the template" />;
  if (template.isError) {
    const missing = errorStatus(template.error) === 404;
    return (
      <LoadError
        title={missing ? 'There is no template by this name' : "We couldn't load this template"}
        error={template.error}
        onRetry={missing ? undefined : () => void template.refetch()}
      />
    );
  }
  return (
    <div className="ui-stack">
      <p className="coach-muted">{template.data.description}</p>
      <p className="coach-muted">This is the saved text. To change it, go back to the template.</p>
      <TemplatePreview
        templateKey={templateKey}
        templateName={template.data.name}
        client={client}
        onClientChange={choose}
      />
    </div>
  );
}
