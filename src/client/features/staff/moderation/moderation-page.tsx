import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ListedReport } from '../../../../shared/contracts/reports';
import { CONFIRM_DISMISS, REMOVAL_TEXT } from '../../../../shared/moderation-texts';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { type Dialogs, useDialogs } from '../../../ui/dialogs';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { PaginationButtons } from '../../../ui/pagination-buttons';
import { type QueueFilters, type ReportAction, useReportAction, useReports } from './moderation-api';
import { QueueFiltersBar } from './queue-filters';
import { type RemovalChoice, RemoveOpeningPostDialog } from './remove-opening-post-dialog';
import { ReportCard } from './report-card';
import '../../../styles/admin.css';

const DEFAULTS: QueueFilters = { status: 'open', source: 'all', target_type: 'all' };
const ALLOWED: { [K in keyof QueueFilters]: readonly QueueFilters[K][] } = {
  status: ['all', 'open', 'approved', 'removed', 'dismissed'],
  source: ['all', 'user', 'auto', 'first-post'],
  target_type: ['all', 'post', 'thread'],
};

// docs/product.md#validation's prompts and docs/product.md#messages's texts, per action.
const ACTIONS: Record<ReportAction, { success: string; failure: string }> = {
  approve: { success: TEXT.reportApproved, failure: TEXT.approveFailed },
  remove: { success: TEXT.contentRemoved, failure: TEXT.removeFailed },
  dismiss: { success: TEXT.reportDismissed, failure: TEXT.dismissFailed },
};

/** Filters and page live in the URL, so a moderator can bookmark "open auto-mod posts" and Back works. */
function readFilters(params: URLSearchParams): QueueFilters {
  const pick = <K extends keyof QueueFilters>(key: K): QueueFilters[K] => {
    const value = params.get(key) as QueueFilters[K] | null;
    return value !== null && ALLOWED[key].includes(value) ? value : DEFAULTS[key];
  };
  return { status: pick('status'), source: pick('source'), target_type: pick('target_type') };
}

/** Asks the product description's question in an in-page dialog; null means the moderator cancelled. */
async function askFor(
  dialogs: Dialogs,
  action: ReportAction,
  report: ListedReport,
): Promise<Partial<RemovalChoice> | null> {
  if (action === 'approve')
    return (await dialogs.confirm({
      title: 'Approve content',
      message: TEXT.confirmApprove,
      confirmLabel: 'Approve',
    }))
      ? {}
      : null;
  if (action === 'dismiss')
    return (await dialogs.confirm({
      title: 'Dismiss report',
      message: CONFIRM_DISMISS,
      confirmLabel: 'Dismiss report',
    }))
      ? {}
      : null;
  const reason = await dialogs.prompt({
    title: 'Remove content',
    // A thread goes with its replies: say so, counted, before the moderator confirms.
    message:
      report.target_type === 'thread' && report.target_title !== null ? (
        <>
          <p>{REMOVAL_TEXT.threadReport(report.target_title, report.target_reply_count ?? 0)}</p>
          <p>{TEXT.promptRemoveReason}</p>
        </>
      ) : (
        TEXT.promptRemoveReason
      ),
    label: 'Reason (optional)',
    multiline: true,
    confirmLabel: 'Remove',
    danger: true,
  });
  return reason === null ? null : { reason };
}

export default function ModerationPage() {
  usePageTitle('Moderation Queue');
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const reports = useReports(filters, page);
  const action = useReportAction();
  const dialogs = useDialogs();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // Removing an opening post asks "this post only, or the whole thread?" in its own dialog.
  const [choosing, setChoosing] = useState<{
    report: ListedReport;
    answer(choice: RemovalChoice | null): void;
  } | null>(null);
  const chooseRemoval = (report: ListedReport) =>
    new Promise<RemovalChoice | null>((resolve) =>
      setChoosing({
        report,
        answer: (choice) => {
          setChoosing(null);
          resolve(choice);
        },
      }),
    );
  const messageRef = useRef<HTMLDivElement>(null);

  function update(changes: Record<string, string | number>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
    if (next.get('page') === '1') next.delete('page');
    setParams(next);
  }

  async function act(report: ListedReport, kind: ReportAction) {
    const answer =
      kind === 'remove' && report.target_is_opening_post
        ? await chooseRemoval(report)
        : await askFor(dialogs, kind, report);
    if (!answer) return;
    setMessage(null);
    try {
      const done = await action.mutateAsync({ id: report.id, action: kind, ...answer });
      // A removal says which happened: the post only or the whole thread.
      setMessage({ kind: 'success', text: kind === 'remove' ? done.message : ACTIONS[kind].success });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, ACTIONS[kind].failure) });
    }
    // The card may have left the list: keep keyboard focus near the outcome, which is also announced.
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  const data = reports.data;
  return (
    <div className="page admin-page">
      <header className="admin-page-head">
        <div>
          <h1>Moderation Queue</h1>
          <p className="muted">Review and manage reported content</p>
        </div>
        <Link className="btn btn-secondary" to="/admin">
          {isAdmin ? 'Admin Dashboard' : 'Moderator Panel'}
        </Link>
      </header>

      <QueueFiltersBar filters={filters} onChange={(name, value) => update({ [name]: value, page: 1 })} />

      <div ref={messageRef} tabIndex={-1} className="message-slot">
        {message && <Alert kind={message.kind}>{message.text}</Alert>}
      </div>

      {reports.isPending ? (
        <Loading label="Loading moderation queue..." />
      ) : reports.isError ? (
        <Alert kind="error">
          {TEXT.loadReportsFailed}
          {errorText(reports.error, '') ? `: ${errorText(reports.error, '')}` : ''}
        </Alert>
      ) : data && data.reports.length === 0 ? (
        <div className="card empty-state">
          <p>No reports found with the current filters.</p>
        </div>
      ) : (
        <>
          <p className="muted result-count" aria-live="polite">
            {data?.pagination.total.toLocaleString()} {data?.pagination.total === 1 ? 'report' : 'reports'}
          </p>
          <div className="report-list" aria-busy={reports.isFetching}>
            {data?.reports.map((report) => (
              <ReportCard key={report.id} report={report} busy={action.isPending} onAction={act} />
            ))}
          </div>
        </>
      )}

      {data && (
        <PaginationButtons
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPage={(p) => update({ page: p })}
          label="Moderation queue pages"
        />
      )}
      {choosing && (
        <RemoveOpeningPostDialog
          title={choosing.report.target_title ?? ''}
          replies={choosing.report.target_reply_count ?? 0}
          onAnswer={choosing.answer}
        />
      )}
    </div>
  );
}
