import { Link } from 'react-router';
import type { ListedReport } from '../../../../shared/contracts/reports';
import { FIRST_POST_TEXT } from '../../../../shared/first-post-texts';
import { TEXT } from '../../../../shared/texts';
import type { ReportAction } from './moderation-api';

// docs/product.md#pages and #limits: open amber, approved green, removed red.
const STATUS_BADGE: Record<ListedReport['status'], [label: string, className: string]> = {
  open: ['Open', 'badge-amber'],
  approved: ['Approved', 'badge-green'],
  removed: ['Removed', 'badge-red'],
  // Looked at, no action needed: kept so the reporter learns the outcome.
  dismissed: ['Dismissed', ''],
};
const SOURCE_BADGE: Record<ListedReport['source'], [label: string, className: string]> = {
  user: ['User Report', ''],
  auto: ['Auto-Mod', 'badge-blue'],
  'first-post': [FIRST_POST_TEXT.source, 'badge-amber'],
};
const RESOLVED_BY: Record<ListedReport['status'], string> = {
  open: 'Resolved by',
  approved: 'Approved by',
  removed: 'Removed by',
  dismissed: 'Dismissed by',
};
const TARGET_STATE: Record<NonNullable<ListedReport['target_status']>, string> = {
  visible: 'Visible',
  held: FIRST_POST_TEXT.waiting,
  removed: 'Removed',
};
const PREVIEW_MAX = 1_200;

/** The reported body: a thread's content arrives as its title, a blank line, then its first post. */
function contentBody(report: ListedReport): string | null {
  const content = report.target_content;
  if (content === null) return null;
  const title = report.target_title;
  const body =
    report.target_type === 'thread' && title && content.startsWith(title)
      ? content.slice(title.length)
      : content;
  const trimmed = body.trim();
  return trimmed.length > PREVIEW_MAX ? `${trimmed.slice(0, PREVIEW_MAX)}…` : trimmed;
}

function threadHref(report: ListedReport): string | null {
  if (report.target_thread_id === null) return null;
  const base = `/thread/${report.target_thread_id}`;
  return report.target_type === 'post' ? `${base}#post-${report.target_id}` : base;
}

export function ReportCard({
  report,
  busy,
  onAction,
}: {
  report: ListedReport;
  busy: boolean;
  onAction(report: ListedReport, action: ReportAction): void;
}) {
  const headingId = `report-${report.id}-heading`;
  const body = contentBody(report);
  const href = threadHref(report);
  const created = new Date(report.created_at);
  const author = report.target_author_username;

  return (
    <article className="card report-card" aria-labelledby={headingId}>
      <header className="report-card-head">
        <span className={`badge ${STATUS_BADGE[report.status][1]}`}>{STATUS_BADGE[report.status][0]}</span>
        <span className={`badge ${SOURCE_BADGE[report.source][1]}`}>{SOURCE_BADGE[report.source][0]}</span>
        <h2 id={headingId} className="report-card-title">
          {report.source === 'first-post'
            ? `${FIRST_POST_TEXT.source}: a new member’s ${report.target_type === 'thread' ? 'thread' : 'reply'}`
            : `Reported ${report.target_is_opening_post ? 'opening post' : report.target_type}`}
          <span className="visually-hidden"> (report {report.id})</span>
        </h2>
        <time className="muted" dateTime={report.created_at}>
          {created.toLocaleString()}
        </time>
      </header>

      <dl className="report-facts">
        <dt>Reason</dt>
        <dd>{report.reasons}</dd>
        {report.rule && (
          <>
            <dt>Rule</dt>
            <dd>{report.rule}</dd>
          </>
        )}
        {report.details && (
          <>
            <dt>Details</dt>
            <dd className="pre-wrap">{report.details}</dd>
          </>
        )}
        {report.target_type === 'post' && report.target_title && (
          <>
            <dt>{report.target_is_opening_post ? 'Which post' : 'In thread'}</dt>
            <dd>
              {report.target_is_opening_post
                ? `The opening post of «${report.target_title}»`
                : report.target_title}
            </dd>
          </>
        )}
        {report.reporter_username && (
          <>
            <dt>Reported by</dt>
            <dd>{report.reporter_username}</dd>
          </>
        )}
        {author && (
          <>
            <dt>Author</dt>
            <dd>{author}</dd>
          </>
        )}
        {report.resolved_by_username && (
          <>
            <dt>{RESOLVED_BY[report.status]}</dt>
            <dd>
              {report.resolved_by_username}
              {report.resolution_reason ? ` — ${report.resolution_reason}` : ''}
            </dd>
          </>
        )}
      </dl>

      <div className="reported-content">
        <p className="reported-content-label">
          Reported content
          {report.target_status && (
            <span className={`badge ${report.target_status === 'visible' ? '' : 'badge-red'}`}>
              {TARGET_STATE[report.target_status]}
            </span>
          )}
        </p>
        {body === null ? (
          <p className="muted">{TEXT.contentUnavailable}</p>
        ) : (
          <>
            {report.target_type === 'thread' && report.target_title && (
              <p className="reported-title">{report.target_title}</p>
            )}
            <p className="pre-wrap">{body}</p>
          </>
        )}
        {href && (
          <Link to={href}>
            {report.target_is_opening_post ? 'View the post' : 'View thread'}
            <span className="visually-hidden"> of report {report.id}</span>
          </Link>
        )}
      </div>

      {report.status === 'open' && (
        <div className="report-actions">
          <button
            type="button"
            className="btn btn-success"
            disabled={busy}
            onClick={() => onAction(report, 'approve')}
          >
            Approve Content
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => onAction(report, 'remove')}
          >
            Remove Content
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => onAction(report, 'dismiss')}
          >
            Dismiss Report
          </button>
        </div>
      )}
      {author && report.target_author_id !== null && (
        <p className="report-author-link">
          <Link to={`/admin?tab=users&search=${encodeURIComponent(author)}`}>Warn or mute {author}</Link>
        </p>
      )}
    </article>
  );
}
