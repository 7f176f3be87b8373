import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MyReport, type MyReportsResponse, OUTCOME_TEXT } from '../../../../shared/contracts/my-reports';
import { api } from '../../../api/api-client';
import { PaginationButtons } from '../../../ui/pagination-buttons';

// "Your reports" on the member's own profile: what became of each report, in plain words.
// Loaded as its own chunk, only when a member looks at their own profile.

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function what(report: MyReport): string {
  if (report.target_type === 'thread') return 'A thread';
  return report.is_opening_post ? 'The opening post of a thread' : 'A post';
}

/** Names what was reported: the thread, the opening post of a thread, or a reply in it. */
function lead(report: MyReport): string {
  if (report.target_type === 'thread') return 'The thread ';
  return report.is_opening_post ? 'The opening post of ' : 'A post in ';
}

function Target({ report }: { report: MyReport }) {
  if (report.thread_id === null || report.thread_title === null)
    return <span>{what(report)} that is no longer shown</span>;
  const to = report.post_id
    ? `/thread/${report.thread_id}#post-${report.post_id}`
    : `/thread/${report.thread_id}`;
  return (
    <span>
      {lead(report)}
      <Link to={to}>{report.thread_title}</Link>
    </span>
  );
}

export default function MyReports({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery({
    queryKey: ['members', 'my-reports', username.toLowerCase(), page],
    queryFn: ({ signal }) =>
      api.get<MyReportsResponse>(`/api/users/${encodeURIComponent(username)}/reports`, { page }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section id="your-reports" className="card" aria-labelledby="my-reports-heading">
      <h2 id="my-reports-heading">Your reports</h2>
      <p className="muted">Only you can see this list. It shows what the moderators did about each report.</p>
      {isPending && <p className="muted">Loading…</p>}
      {error && <p className="muted">Your reports could not be loaded: {error.message}</p>}
      {data && data.reports.length === 0 && <p className="muted">You have not reported anything.</p>}
      <ul className="my-reports">
        {data?.reports.map((report) => {
          const outcome = OUTCOME_TEXT[report.outcome];
          return (
            <li key={report.id} className={`my-report outcome-${report.outcome}`}>
              <p className="my-report-what">
                <Target report={report} />
                <span className="muted">
                  {' '}
                  · reported {day(report.created_at)} as “{report.reasons}”
                </span>
              </p>
              <p className="my-report-outcome">
                <strong className="badge">{outcome.label}</strong> {outcome.explanation}
                {report.resolved_at && <span className="muted"> ({day(report.resolved_at)})</span>}
              </p>
            </li>
          );
        })}
      </ul>
      {data && (
        <PaginationButtons
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPage={setPage}
          label="Report pages"
        />
      )}
    </section>
  );
}
