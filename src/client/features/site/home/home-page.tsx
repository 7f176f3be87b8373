import { Link } from 'react-router';
import { CATEGORY_GROUPS, CATEGORY_SEEDS } from '../../../../shared/categories';
import { categoryPath } from '../../../../shared/routes';
import { CategoryIcon } from '../../../ui/category-icon';
import { usePageTitle } from '../../../ui/page-title';
import { TimeAgo } from '../../../ui/time-ago';
import { HeaderVideo } from './header-video';
import { type HomeCategory, useHomeCategories } from './home-api';
import { LatestDiscussions } from './latest-discussions';

export default function HomePage() {
  usePageTitle(undefined);
  const categories = useHomeCategories();
  const byPageId = new Map<string, HomeCategory>();
  for (const c of categories.data?.categories ?? []) if (c.page_id) byPageId.set(c.page_id, c);

  return (
    <div className="page">
      <section className="home-hero">
        <HeaderVideo />
        <div className="home-hero-text">
          <h1>Welcome to the Oklahoma Mineral Rights Forum</h1>
          <p>
            Free, educational discussion for mineral and royalty owners: leasing, title, pooling, production
            and checks.
          </p>
          <div className="row">
            {/* Drawn for everyone and shown to members by the page's member mark, so it is there from the
                first paint of a member's page instead of pushing the page down once the app runs. */}
            <Link to="/create-thread" className="btn btn-gold member-only">
              Start a Discussion
            </Link>
            <Link to="/threads" className="btn btn-secondary">
              Browse All Discussions
            </Link>
          </div>
        </div>
      </section>
      <section className="card home-intro">
        <h2>Ask, learn and share</h2>
        <p>
          Whether you inherited a few acres in Grady County or manage interests across the Anadarko Basin, you
          will find owners, landmen, attorneys, geologists and engineers here. Read the{' '}
          <Link to="/community-rules">Community Rules</Link> before you post, and try our free{' '}
          <Link to="/calculator/royalty">royalty calculator</Link>.
        </p>
      </section>
      <LatestDiscussions />
      {categories.isError && (
        <p className="muted" role="status">
          Thread counts are unavailable right now.
        </p>
      )}
      <div className="home-groups">
        {CATEGORY_GROUPS.map((group) => (
          <section key={group.key} className="card home-group" aria-labelledby={`group-${group.key}`}>
            <h2 id={`group-${group.key}`}>{group.title}</h2>
            <ul className="category-list">
              {group.key === 'welcome' && (
                <li>
                  <CategoryIcon name="rules" />
                  <div>
                    <Link to="/community-rules" className="category-name">
                      Community Rules
                    </Link>
                    <p className="muted">Read these first: what is allowed and how the rules are enforced.</p>
                  </div>
                </li>
              )}
              {CATEGORY_SEEDS.filter((c) => c.group === group.key).map((seed) => {
                const live = byPageId.get(seed.pageId);
                if (categories.isSuccess && (!live || live.is_archived === 1 || live.is_archived === true))
                  return null;
                return (
                  <li key={seed.pageId}>
                    <CategoryIcon name={live?.icon ?? seed.icon} />
                    <div>
                      <Link to={categoryPath(seed)} className="category-name">
                        {live?.name ?? seed.name}
                      </Link>
                      <p className="muted">{live?.description ?? seed.description}</p>
                    </div>
                    {live && (
                      <div className="category-stats">
                        <span>
                          {live.thread_count} {live.thread_count === 1 ? 'thread' : 'threads'}
                        </span>
                        <span className="muted">
                          {live.last_post_at ? (
                            <TimeAgo iso={live.last_post_at} prefix="Latest " />
                          ) : (
                            'No posts yet'
                          )}
                        </span>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
