import './preview.css';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass, EmptyState } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { templateKeyParam } from './email-state';
import { SentEmailView } from './SentEmailView';
import { TemplatePreviewView } from './TemplatePreviewView';

/**
 * `/email-preview`: `?emailId=<id>`, an email exactly as sent; `?template=<key>[&clientId=]`, a
 * template rendered with a client's data or the samples, with "Send me a test".
 */
export function EmailPreviewPage() {
  const [params] = useSearchParams();
  const emailId = (params.get('emailId') ?? '').trim();
  const template = templateKeyParam(params.get('template'));
  const back = emailId
    ? '/emails?tab=sent'
    : template
      ? `/emails?template=${encodeURIComponent(template)}`
      : '/emails';
  return (
    <PageSection
      title={emailId ? 'Sent email' : 'Email preview'}
      description={
        emailId
          ? 'Exactly what was sent. Single-use links, such as password resets, are hidden.'
          : 'How the email looks on a phone and on a computer.'
      }
      actions={
        <Link to={back} className={buttonClass('outline', 'sm')}>
          <span aria-hidden="true">←</span> {emailId ? 'Sent emails' : 'Templates'}
        </Link>
      }
    >
      {emailId ? (
        <SentEmailView key={emailId} emailId={emailId} />
      ) : template ? (
        <TemplatePreviewView key={template} templateKey={template} />
      ) : (
        <EmptyState
          title="Nothing to preview"
          description="Open an email from the Sent tab, or a template, to see it here."
          action={
            <Link to="/emails" className={buttonClass('primary', 'sm')}>
              Go to Emails
            </Link>
          }
        />
      )}
    </PageSection>
  );
}
