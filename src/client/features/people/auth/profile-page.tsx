import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '../../../../shared/constants';
import type { UpdateProfileBody } from '../../../../shared/contracts/auth';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { MemberCategoryOptions } from '../../../ui/member-category-options';
import { NarrowCard } from '../../../ui/narrow-card';
import { usePageTitle } from '../../../ui/page-title';
import { TextField } from '../../../ui/text-field';
import { profilePath } from '../../../ui/user-link';
import { updateProfileRequest } from './auth-api';
import { AvatarUpload } from './avatar-upload';
import { LinkedAccounts } from './oauth/linked-accounts';

export default function ProfilePage() {
  usePageTitle('My Profile');
  const { user, replaceUser } = useSession();
  const [memberCategory, setMemberCategory] = useState(user?.member_category ?? '');
  const [bio, setBio] = useState(user?.bio ?? '');
  const [location, setLocation] = useState(user?.location ?? '');
  const [industry, setIndustry] = useState(user?.works_in_industry ?? false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const typeId = useId();
  const bioId = useId();
  const industryId = useId();
  if (!user) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const result = await updateProfileRequest({
        member_category: (memberCategory || null) as UpdateProfileBody['member_category'],
        bio,
        location,
        works_in_industry: industry,
      });
      replaceUser(result.user);
      setMessage({ kind: 'success', text: TEXT.profileUpdated });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, TEXT.profileFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <NarrowCard title="My Profile">
      <AvatarUpload />
      <dl className="profile-facts">
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd style={{ textTransform: 'capitalize' }}>{user.role}</dd>
        <dt>Public profile</dt>
        <dd>
          <Link to={profilePath(user.username)}>{profilePath(user.username)}</Link>
        </dd>
        <dt>Your reports</dt>
        <dd>
          <Link to={`${profilePath(user.username)}#your-reports`}>
            What the moderators did about your reports
          </Link>
        </dd>
        <dt>Member since</dt>
        <dd>{new Date(user.created_at).toLocaleDateString()}</dd>
        <dt>Ignoring</dt>
        <dd>
          <Link to="/profile/ignored">Members you ignore</Link>
        </dd>
        <dt>Security</dt>
        <dd>
          <Link to="/profile/security">E-mail, password and signed-in devices</Link>
        </dd>
      </dl>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={typeId}>Member type</label>
          <select id={typeId} value={memberCategory} onChange={(e) => setMemberCategory(e.target.value)}>
            <MemberCategoryOptions />
          </select>
          <span className="field-hint">
            Industry workers must disclose this in their profile (Community Rules).
          </span>
        </div>
        <div className="field checkbox">
          <input
            id={industryId}
            type="checkbox"
            checked={industry}
            onChange={(e) => setIndustry(e.target.checked)}
          />
          <label htmlFor={industryId}>
            I work in the oil and gas industry (shows a badge on my public profile)
          </label>
        </div>
        <div className="field">
          <label htmlFor={bioId}>Bio</label>
          <textarea
            id={bioId}
            value={bio}
            maxLength={LIMITS.bioMax}
            onChange={(e) => setBio(e.target.value)}
            aria-describedby={`${bioId}-count`}
          />
          <span className="field-hint" id={`${bioId}-count`} aria-live="polite">
            {bio.length}/{LIMITS.bioMax} characters
          </span>
        </div>
        <TextField
          label="Location (optional)"
          value={location}
          onChange={setLocation}
          maxLength={LIMITS.locationMax}
          autoComplete="address-level2"
        />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving...' : 'Save Profile'}
        </button>
      </form>
      <LinkedAccounts />
    </NarrowCard>
  );
}
