import { EMAIL_CATEGORIES } from '@wellness/contracts';
import type { EmailCategory, EmailTemplateSummary } from '@wellness/contracts';
import { Badge, EmptyState } from '@wellness/ui';
import { useEmailTemplates } from '../../api/email-templates';
import { LoadError, Loading } from '../../components/QueryState';
import { formatDate } from '../../lib/format';

export const CATEGORY_TEXT: Record<EmailCategory, { title: string; description: string }> = {
  transactional: {
    title: 'Transactional',
    description:
      'Sent when something happens to someone. Always sent, even to people who unsubscribe.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Newsletters and follow-ups. They carry an unsubscribe link, and it is honoured.',
  },
};

/** Templates under their category, in the order the API lists them. */
export function groupTemplates(templates: readonly EmailTemplateSummary[]) {
  return EMAIL_CATEGORIES.map((category) => ({
    category,
    templates: templates.filter((t) => t.category === category),
  })).filter((group) => group.templates.length > 0);
}

function TemplateRow({ t, onOpen }: { t: EmailTemplateSummary; onOpen: (key: string) => void }) {
  return (
    <li>
      <button type="button" className="coach-template-row" onClick={() => onOpen(t.key)}>
        <span className="coach-template-row__top">
          <span className="coach-template-row__name">{t.name}</span>
          {t.customised ? (
            <Badge tone="brand">Edited</Badge>
          ) : (
            <span className="coach-template-row__default">Default</span>
          )}
        </span>
        <span className="coach-template-row__description">{t.description}</span>
        {t.customised && t.updatedAt && (
          <span className="coach-template-row__meta">Customised {formatDate(t.updatedAt)}</span>
        )}
      </button>
    </li>
  );
}

/** Every email the platform sends, grouped; choosing one opens it in the editor. */
export function TemplateList({ onOpen }: { onOpen: (key: string) => void }) {
  const templates = useEmailTemplates();
  if (templates.isPending) return <Loading label="Loading templates" />;
  if (templates.isError) {
    return (
      <LoadError
        title="We couldn't load your email templates"
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
    );
  }
  const groups = groupTemplates(templates.data);
  if (groups.length === 0) {
    return (
      <EmptyState
        title="No templates yet"
        description="The platform's emails show here once the email service is running."
      />
    );
  }
  return (
    <div className="ui-stack">
      {groups.map(({ category, templates: items }) => (
        <section key={category} aria-labelledby={`templates-${category}`}>
          <h3 id={`templates-${category}`} className="coach-subheading">
            {CATEGORY_TEXT[category].title}
          </h3>
          <p className="coach-muted coach-template-group__note">
            {CATEGORY_TEXT[category].description}
          </p>
          <ul className="coach-template-list">
            {items.map((t) => (
              <TemplateRow key={t.key} t={t} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
