import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface FormDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** The submit button's words. */
  submitLabel: ReactNode;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => unknown;
  children: ReactNode;
}

/** A dialog holding one form: Cancel and the submit button in its footer, Enter submits. */
export function FormDialog({
  title,
  description,
  submitLabel,
  busy,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="ui-nutri-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
