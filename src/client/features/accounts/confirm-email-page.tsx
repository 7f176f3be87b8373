import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/api-client';
import { Alert } from '../../ui/alert';
import { Loading } from '../../ui/loading';
import { NarrowCard } from '../../ui/narrow-card';
import { usePageTitle } from '../../ui/page-title';
import { confirmEmailRequest } from './accounts-api';

/** Where a confirmation link lands: it confirms at once and says how it went. */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm e-mail address');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmailRequest(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <NarrowCard title="Confirm e-mail address">
      {!token ? (
        <Alert kind="error">This link is incomplete. Please use the whole link from the e-mail.</Alert>
      ) : confirm.isPending ? (
        <Loading />
      ) : confirm.isError ? (
        <Alert kind="error">
          {errorText(confirm.error, 'This link is not valid.')} Signed-in members can ask for a new link on
          their profile.
        </Alert>
      ) : (
        <Alert kind="success">{confirm.data.message}</Alert>
      )}
      <p>
        <Link to="/">Go to the forum</Link>
      </p>
    </NarrowCard>
  );
}
