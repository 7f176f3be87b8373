import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context';

// The dialog (and its stylesheet) loads only when someone opens it: most readers never report.
const ReportDialog = lazy(() => import('./report-dialog'));

export interface ReportButtonProps {
  targetType: 'thread' | 'post';
  targetId: number;
  /**
   * docs/product.md#permissions: the report button on the thread header is hidden from admins and moderators.
   * Defaults to true for threads and false for posts.
   */
  hideForStaff?: boolean;
  /** The content's author: members are not offered a report on their own thread or post. */
  authorId?: number;
}

/** 'Report' for signed-in users (guests cannot report, docs/product.md#permissions); opens the report dialog. */
export function ReportButton({
  targetType,
  targetId,
  hideForStaff = targetType === 'thread',
  authorId,
}: ReportButtonProps) {
  const { user, isStaff } = useSession();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Stable, so the dialog's 2-second close timer is not restarted by a re-render of this button.
  const close = useCallback(() => {
    setOpen(false);
    // Back to where the user was, for keyboard and screen-reader users.
    requestAnimationFrame(() => button.current?.focus());
  }, []);
  if (!user || (hideForStaff && isStaff) || user.id === authorId) return null;

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-secondary btn-small report-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">⚑</span> Report<span className="visually-hidden"> this {targetType}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
