import type { EmailTabProps } from './EmailsPage';
import { TemplateEditor } from './TemplateEditor';
import { TemplateList } from './TemplateList';

/** The template list, or the editor of the one in the URL (`?template=<key>`). */
export function TemplatesTab({ state, onChange }: EmailTabProps) {
  if (state.template) {
    return (
      <TemplateEditor
        key={state.template}
        templateKey={state.template}
        onClose={() => onChange({ template: '' }, { push: true })}
      />
    );
  }
  return <TemplateList onOpen={(template) => onChange({ template }, { push: true })} />;
}
