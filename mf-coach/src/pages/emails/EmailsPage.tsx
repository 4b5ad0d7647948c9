import './emails.css';
import './editor.css';
import './preview.css';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { Tabs } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { useUrlState } from '../../lib/url-state';
import { EMAILS_STATE_DEFAULTS, parseEmailsState } from './email-state';
import type { EmailsState } from './email-state';
import { ComposeTab } from './ComposeTab';
import { SentTab } from './SentTab';
import { TemplatesTab } from './TemplatesTab';

export interface EmailTabProps {
  state: EmailsState;
  onChange: (patch: Partial<EmailsState>, options?: { push?: boolean }) => void;
}

/** The tabs of /emails, in order (the first opens by default): one line per tab. */
const EMAIL_TABS: readonly {
  id: string;
  label: string;
  render: (p: EmailTabProps) => ReactNode;
}[] = [
  { id: 'templates', label: 'Templates', render: (p) => <TemplatesTab {...p} /> },
  { id: 'compose', label: 'Compose', render: (p) => <ComposeTab {...p} /> },
  { id: 'sent', label: 'Sent', render: (p) => <SentTab {...p} /> },
];
const TAB_IDS = EMAIL_TABS.map((t) => t.id);
const parse = (params: URLSearchParams) => parseEmailsState(params, TAB_IDS);

/** `/emails`: what her emails say (templates) and every email sent; the tab is in the URL. */
export function EmailsPage() {
  const [state, update] = useUrlState(parse, EMAILS_STATE_DEFAULTS);
  const onChange = useCallback<EmailTabProps['onChange']>(
    (patch, options) => update(patch, options),
    [update],
  );
  return (
    <PageSection
      title="Emails"
      description="Edit what your emails say, write to a client or a group of clients, and see every email sent."
    >
      <Tabs
        label="Emails"
        value={state.tab}
        // A tab opens at its start: no template open, first page, no search.
        onChange={(tab) =>
          update(
            { tab, template: '', search: '', status: '', page: 1, sendId: '', clientId: '' },
            { push: true },
          )
        }
        items={EMAIL_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: tab.id === state.tab ? tab.render({ state, onChange }) : null,
        }))}
      />
    </PageSection>
  );
}
