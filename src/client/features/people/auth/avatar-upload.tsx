import { type ChangeEvent, useId, useState } from 'react';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { removeAvatarRequest, uploadAvatarRequest } from './auth-api';

/** My Profile's picture: upload a photo (the server crops it square and removes its metadata) or remove it. */
export function AvatarUpload() {
  const { user, replaceUser } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  if (!user) return null;

  async function run(action: () => Promise<{ user: typeof user }>) {
    setBusy(true);
    setError(null);
    try {
      const result = await action();
      if (result.user) replaceUser(result.user);
    } catch (err) {
      setError(errorText(err, 'Could not change your picture.'));
    } finally {
      setBusy(false);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => uploadAvatarRequest(file));
  }

  return (
    <div className="avatar-upload">
      <Avatar username={user.username} url={user.avatar_url} size={72} />
      <div>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
          disabled={busy}
          onChange={chosen}
        />
        <label htmlFor={inputId} className="btn btn-secondary btn-small">
          {busy ? 'Uploading…' : 'Upload a picture'}
        </label>
        {user.avatar_url && (
          <button
            type="button"
            className="btn btn-small btn-link"
            disabled={busy}
            onClick={() => run(removeAvatarRequest)}
          >
            Remove picture
          </button>
        )}
        <p className="field-hint">
          JPEG, PNG, WebP or an iPhone's HEIC photo. Location and camera details are removed.
        </p>
        {error && <Alert kind="error">{error}</Alert>}
      </div>
    </div>
  );
}
