import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A form in a native modal <dialog>: the browser keeps focus inside it and makes the page behind inert.
 * Escape asks the owner to close it (onClose), so React's state and the element agree.
 */
export function ModalForm({
  title,
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
      </form>
    </dialog>
  );
}
