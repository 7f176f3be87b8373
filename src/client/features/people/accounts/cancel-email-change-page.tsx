import { cancelEmailChangeRequest } from './accounts-api';
import { MailedLinkPage } from './mailed-link-page';

/** The link in the notice to the current address of an e-mail change: it cancels the change at once. */
export default function CancelEmailChangePage() {
  return (
    <MailedLinkPage
      title="Cancel e-mail change"
      queryKey="cancel-email-change"
      follow={cancelEmailChangeRequest}
      failureHint="If someone else changed your address, use Forgot password on the sign-in page or ask the forum's staff for help."
    />
  );
}
