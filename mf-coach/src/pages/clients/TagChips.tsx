/**
 * A client's tags as small chips: read-only in the client table, or each with a remove button
 * (the profile's tag editor). `onRemove` gets the tag; the button names it for screen readers.
 * Styles: tag-chips.css, imported by the pages that show chips.
 */
export function TagChips({
  tags,
  onRemove,
  disabled,
  label = 'Tags',
}: {
  tags: readonly string[];
  onRemove?: (tag: string) => void;
  disabled?: boolean;
  label?: string;
}) {
  if (!tags.length) return null;
  return (
    <ul className="coach-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="coach-tag">
          <span>{tag}</span>
          {onRemove && (
            <button
              type="button"
              className="coach-tag__remove"
              aria-label={`Remove tag ${tag}`}
              disabled={disabled}
              onClick={() => onRemove(tag)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
