import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { useUnsubscribe, useUnsubscribeLink } from './email-settings-api';

/**
 * Where the "Stop these e-mails" link of a notification e-mail lands. Opening it changes nothing (mail
 * scanners open links too); the button does, with no sign-in: the signed link is the permission.
 */
export default function UnsubscribePage() {
  usePageTitle('Stop e-mails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe();
  const result = stop.data ?? link.data;
  return (
    <NarrowCard title="Stop e-mails">
      {!token ? (
        <Alert kind="error">This link is incomplete. Please use the whole link from the e-mail.</Alert>
      ) : link.isPending ? (
        <Loading />
      ) : link.isError ? (
        <Alert kind="error">{errorText(link.error, 'This link is not valid.')}</Alert>
      ) : result?.unsubscribed ? (
        <Alert kind="success">
          Done: {result.username} will no longer get e-mail for “{result.label}”. You can change this any time
          on the Notifications page.
        </Alert>
      ) : (
        <>
          <p>
            Stop e-mail to <strong>{result?.username}</strong> for: <strong>{result?.label}</strong>?
          </p>
          {stop.isError && <Alert kind="error">{errorText(stop.error, 'Could not stop the e-mails.')}</Alert>}
          <button
            type="button"
            className="btn btn-primary"
            disabled={stop.isPending}
            onClick={() => stop.mutate(token)}
          >
            Stop these e-mails
          </button>
        </>
      )}
      <p>
        <Link to="/">Go to the forum</Link>
      </p>
    </NarrowCard>
  );
}
