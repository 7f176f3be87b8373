import type { ReactNode } from 'react';

// What a page asks of the in-page dialogs (dialogs.tsx), shared with the dialog's own chunk (app-dialog.tsx).

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}
export interface PromptOptions extends ConfirmOptions {
  /** The text box's label. */
  label: string;
  required?: string;
  /** The answer must be exactly this (typed confirmation); otherwise `mismatch` is shown. */
  mustMatch?: { text: string; mismatch: string };
  multiline?: boolean;
  /**
   * The answer is the member's password: typed into a password field (hidden on screen, offered by password
   * managers) and returned exactly as typed, since spaces at either end belong to a password.
   */
  password?: boolean;
}

export type DialogRequest = { key?: number } & (
  | ({ kind: 'alert' } & ConfirmOptions & { resolve(value: undefined): void })
  | ({ kind: 'confirm' } & ConfirmOptions & { resolve(value: boolean): void })
  | ({ kind: 'prompt' } & PromptOptions & { resolve(value: string | null): void })
);
