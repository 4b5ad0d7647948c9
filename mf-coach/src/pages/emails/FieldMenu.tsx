import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { MergeField } from '@wellness/contracts';
import { Button } from '@wellness/ui';

/**
 * "Insert field": a menu button (WAI-ARIA menu pattern) listing the template's declared merge
 * fields by label. Arrow keys, Home and End move; Enter or Space picks; Escape and Tab close it,
 * Escape returning focus to the button.
 */
export function FieldMenu({
  fields,
  onPick,
}: {
  fields: readonly MergeField[];
  onPick: (name: string) => void;
}) {
  const base = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const last = fields.length - 1;
  const onMenuKey = (e: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in next) {
      e.preventDefault();
      setActive(next[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="coach-field-menu" ref={wrap}>
      <Button
        ref={button}
        size="sm"
        variant="outline"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${base}-menu` : undefined}
        disabled={fields.length === 0}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show(e.key === 'ArrowDown' ? 0 : last);
          }
        }}
      >
        Insert field <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <ul
          id={`${base}-menu`}
          role="menu"
          aria-label="Merge fields"
          className="coach-field-menu__list"
          onKeyDown={onMenuKey}
        >
          {fields.map((field, i) => (
            <li key={field.name} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                className="coach-field-menu__item"
                onClick={() => {
                  setOpen(false);
                  onPick(field.name);
                }}
              >
                <span>{field.label}</span>
                <code className="coach-field-menu__code">{`{{${field.name}}}`}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
