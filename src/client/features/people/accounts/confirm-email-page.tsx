import { confirmEmailRequest } from './accounts-api';
import { MailedLinkPage } from './mailed-link-page';

/** Where a confirmation link lands: it confirms at once and says how it went. */
export default function ConfirmEmailPage() {
  return (
    <MailedLinkPage
      title="Confirm e-mail address"
      queryKey="confirm-email"
      follow={confirmEmailRequest}
      failureHint="Signed-in members can ask for a new link on their profile."
    />
  );
}
