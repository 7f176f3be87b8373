import type { Profile } from '../../shared/contracts/members';
import type { Db } from '../forum-shared/visibility';
import { escapeHtml, type ShellParts } from '../http/app-shell';
import { getProfile, listActivity } from '../members/profile-service';
import { linkTag, metaTag } from './page-html';

/**
 * The crawlable copy of /u/{username}: the public profile as an anonymous reader sees it (staff details are
 * never in the shared HTML), with its recent threads. Null when the member is unknown or deleted.
 */
export async function buildProfilePage(db: Db, username: string, origin: string): Promise<ShellParts | null> {
  let profile: Profile;
  try {
    profile = await getProfile(db, null, username);
  } catch {
    return null;
  }
  const { items } = await listActivity(db, username, { kind: 'threads', page: 1, limit: 10 });
  const canonical = `${origin}/u/${encodeURIComponent(profile.username)}`;
  const about = [profile.member_category, profile.location].filter(Boolean).join(' · ');
  const description = profile.bio || `${profile.username} on the Oklahoma Mineral Rights Forum`;
  const headTags = [
    metaTag('name', 'description', description.slice(0, 155)),
    linkTag('canonical', canonical),
    metaTag('property', 'og:type', 'profile'),
    metaTag('property', 'og:title', profile.username),
    metaTag('property', 'og:url', canonical),
  ].join('\n');
  const threads = items
    .map((i) => `<li><a href="/thread/${i.thread_id}">${escapeHtml(i.title)}</a></li>`)
    .join('');
  const bodyHtml = `<main class="server-rendered-profile">
<h1>${escapeHtml(profile.username)}</h1>
${about ? `<p>${escapeHtml(about)}</p>` : ''}
${profile.works_in_industry ? '<p>Works in the industry</p>' : ''}
${profile.bio ? `<p>${escapeHtml(profile.bio)}</p>` : ''}
<p>Joined <time datetime="${profile.joined_at}">${profile.joined_at.slice(0, 10)}</time> · ${profile.thread_count} threads · ${profile.post_count} posts</p>
${threads ? `<h2>Recent threads</h2><ul>${threads}</ul>` : ''}
</main>`;
  return { title: `${profile.username} · Members`, headTags, bodyHtml };
}
