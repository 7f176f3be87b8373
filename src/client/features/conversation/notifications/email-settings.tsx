import {
  EMAIL_DELIVERIES,
  EMAIL_KIND_LABELS,
  type EmailDelivery,
} from '../../../../shared/contracts/notification-settings';
import { NOTIFICATION_KINDS } from '../../../../shared/contracts/notifications';
import { MAIL_TEXT } from '../../../../shared/mail-texts';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { usePreferences, useSavePreferences } from './email-settings-api';

const DELIVERY_LABELS: Record<EmailDelivery, string> = {
  immediate: 'At once',
  daily: 'Daily summary',
  never: 'Never',
};

/** Per kind of notification: e-mail at once, in a daily summary or never; and automatic watching. */
export function EmailSettings({ userId }: { userId: number }) {
  const prefs = usePreferences(userId);
  const save = useSavePreferences(userId);
  if (prefs.isPending) return <Loading label="Loading e-mail settings..." />;
  if (prefs.isError)
    return <Alert kind="error">{errorText(prefs.error, 'Could not load your settings.')}</Alert>;
  return (
    <section className="email-settings" aria-labelledby="email-settings-title">
      <h2 id="email-settings-title">E-mail settings</h2>
      <p className="muted">Nothing is e-mailed about what you have already read on the site.</p>
      {save.isError && <Alert kind="error">{errorText(save.error, 'Could not save that.')}</Alert>}
      <div className="email-settings-grid">
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="email-setting">
            <span>{EMAIL_KIND_LABELS[kind]}</span>
            <select
              value={prefs.data.email[kind]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ email: { [kind]: event.target.value as EmailDelivery } })}
            >
              {EMAIL_DELIVERIES.map((d) => (
                <option key={d} value={d}>
                  {DELIVERY_LABELS[d]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="checkbox">
        <input
          id="auto-watch"
          type="checkbox"
          checked={prefs.data.auto_watch}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ auto_watch: event.target.checked })}
        />
        <label htmlFor="auto-watch">Watch threads I start or reply to</label>
      </div>
      <div className="checkbox">
        <input
          id="weekly-summary"
          type="checkbox"
          checked={prefs.data.weekly_summary}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ weekly_summary: event.target.checked })}
        />
        <label htmlFor="weekly-summary">{MAIL_TEXT.summarySettingLabel}</label>
      </div>
      {save.isSuccess && <p role="status">Saved.</p>}
    </section>
  );
}
