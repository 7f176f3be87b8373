import type { FastifyInstance } from 'fastify';
import { accountDataRoutes } from './account-data/account-data-routes';
import { accountsRoutes } from './accounts/accounts-routes';
import { adminSiteRoutes } from './admin/admin-site-routes';
import { adminUserRoutes } from './admin/admin-user-routes';
import { attachmentRoutes } from './attachments/attachment-routes';
import { authRoutes } from './auth/auth-routes';
import { categoryRoutes } from './categories/category-routes';
import type { AppContext } from './context';
import { feedRoutes } from './feeds/feed-routes';
import type { AppShell } from './http/app-shell';
import { landRoutes } from './land/land-routes';
import { memberSearchRoutes } from './member-search/member-search-routes';
import { avatarRoutes } from './members/avatar-routes';
import { draftRoutes } from './members/draft-routes';
import { profileRoutes } from './members/profile-routes';
import { notificationMailRoutes } from './notification-mail/notification-mail-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { oauthRoutes } from './oauth/oauth-routes';
import { postRoutes } from './posts/post-routes';
import { readingRoutes } from './reading/reading-routes';
import { reportRoutes } from './reports/report-routes';
import { searchRoutes } from './search/search-routes';
import { seoRoutes } from './seo/seo-routes';
import { threadRoutes } from './threads/thread-routes';
import { twoFactorRoutes } from './two-factor/two-factor-routes';
import { noticesRoutes } from './users/notices-routes';

// One line per domain. Each domain folder owns its routes, services and SQL (docs/architecture.md#the-server).
export async function registerDomainRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  shell: AppShell,
): Promise<void> {
  await app.register(authRoutes(ctx));
  await app.register(oauthRoutes(ctx));
  await app.register(accountsRoutes(ctx));
  await app.register(accountDataRoutes(ctx));
  await app.register(twoFactorRoutes(ctx));
  await app.register(categoryRoutes(ctx));
  await app.register(threadRoutes(ctx));
  await app.register(postRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(seoRoutes(ctx, shell));
  await app.register(feedRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(adminUserRoutes(ctx));
  await app.register(adminSiteRoutes(ctx));
  await app.register(noticesRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(memberSearchRoutes(ctx));
  await app.register(avatarRoutes(ctx));
  await app.register(attachmentRoutes(ctx));
  await app.register(draftRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(notificationMailRoutes(ctx));
  await app.register(readingRoutes(ctx));
  await app.register(landRoutes(ctx));
}
