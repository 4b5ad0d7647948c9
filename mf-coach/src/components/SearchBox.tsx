import { useEffect, useId, useRef, useState } from 'react';
import { Input, Label } from '@wellness/ui';

/**
 * A search input that reports its text once typing pauses (debounced). The value it is given
 * (e.g. from the URL) wins when it changes from outside, such as "Clear filters" or going back.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  delayMs = 300,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  delayMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === synced) return;
    const timer = setTimeout(() => {
      setSynced(next);
      report.current(next);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, synced, delayMs]);

  return (
    <div className="ui-field coach-search">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            setSynced(text.trim());
            onSearch(text.trim());
          }
        }}
      />
    </div>
  );
}
