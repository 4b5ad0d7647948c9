import { useId, useLayoutEffect, useRef } from 'react';
import type { MergeField } from '@wellness/contracts';
import { Button, cx, Label } from '@wellness/ui';
import { FieldMenu } from './FieldMenu';
import {
  insertButton,
  insertField,
  insertLink,
  toggleBold,
  toggleHeading,
  toggleList,
} from './markup';
import type { Edit, Selection } from './markup';

type Tool = (text: string, selection: Selection) => Edit;

const TOOLS: readonly { id: string; label: string; icon: string; apply: Tool }[] = [
  { id: 'heading', label: 'Heading', icon: 'H', apply: toggleHeading },
  { id: 'bold', label: 'Bold', icon: 'B', apply: toggleBold },
  { id: 'link', label: 'Link', icon: '🔗', apply: insertLink },
  {
    id: 'bullets',
    label: 'Bulleted list',
    icon: '•',
    apply: (t, s) => toggleList(t, s, 'bulleted'),
  },
  {
    id: 'numbers',
    label: 'Numbered list',
    icon: '1.',
    apply: (t, s) => toggleList(t, s, 'numbered'),
  },
  { id: 'button', label: 'Button', icon: '▭', apply: insertButton },
];

const SHORTCUTS: Record<string, Tool> = { b: toggleBold, k: insertLink };

/**
 * The email's text with a small toolbar: each tool writes the template markup at the cursor or
 * around the selection, then puts the focus back in the text with the right part selected.
 */
export function BodyEditor({
  value,
  onChange,
  fields,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  fields: readonly MergeField[];
  error?: string;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<Selection | null>(null);

  useLayoutEffect(() => {
    const el = area.current;
    const selection = pending.current;
    if (!el || !selection) return;
    pending.current = null;
    el.focus();
    el.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const apply = (tool: Tool) => {
    const el = area.current;
    const selection = el
      ? { start: el.selectionStart, end: el.selectionEnd }
      : { start: value.length, end: value.length };
    const edit = tool(value, selection);
    pending.current = edit.selection;
    if (edit.text === value) {
      el?.focus();
      el?.setSelectionRange(edit.selection.start, edit.selection.end);
    } else onChange(edit.text);
  };

  return (
    <div className="coach-body-editor">
      <div role="group" aria-label="Formatting" className="coach-body-editor__toolbar">
        {TOOLS.map((tool) => (
          <Button
            key={tool.id}
            size="sm"
            variant="ghost"
            className={`coach-tool coach-tool--${tool.id}`}
            title={tool.label}
            onClick={() => apply(tool.apply)}
          >
            <span aria-hidden="true">{tool.icon}</span>
            <span className="coach-tool__label">{tool.label}</span>
          </Button>
        ))}
        <FieldMenu fields={fields} onPick={(name) => apply((t, s) => insertField(t, s, name))} />
      </div>
      <div className="ui-field">
        <Label htmlFor={id}>Text</Label>
        <textarea
          ref={area}
          id={id}
          rows={16}
          className="ui-input ui-textarea coach-body-editor__text"
          value={value}
          spellCheck
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            // Ctrl/⌘+B: bold; Ctrl/⌘+K: link (as in most editors).
            const tool = e.ctrlKey || e.metaKey ? SHORTCUTS[e.key.toLowerCase()] : undefined;
            if (!tool || e.altKey || e.shiftKey) return;
            e.preventDefault();
            apply(tool);
          }}
        />
        <p id={`${id}-hint`} className="ui-field__hint">
          Leave a blank line between paragraphs. Ctrl+B makes text bold, Ctrl+K adds a link. Merge
          fields such as {'{{firstName}}'} are filled in for each person.
        </p>
        {error && (
          <p id={`${id}-error`} className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
