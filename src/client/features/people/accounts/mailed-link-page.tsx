import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';

/** Where a one-click link from an e-mail lands: it is followed at once and the page says how it went. */
export function MailedLinkPage(props: {
  title: string;
  queryKey: string;
  follow: (token: string) => Promise<{ message?: string }>;
  failureHint: string;
}) {
  usePageTitle(props.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const follow = useQuery({
    queryKey: [props.queryKey, token],
    queryFn: () => props.follow(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <NarrowCard title={props.title}>
      {!token ? (
        <Alert kind="error">This link is incomplete. Please use the whole link from the e-mail.</Alert>
      ) : follow.isPending ? (
        <Loading />
      ) : follow.isError ? (
        <Alert kind="error">
          {errorText(follow.error, 'This link is not valid.')} {props.failureHint}
        </Alert>
      ) : (
        <Alert kind="success">{follow.data.message}</Alert>
      )}
      <p>
        <Link to="/">Go to the forum</Link>
      </p>
    </NarrowCard>
  );
}
