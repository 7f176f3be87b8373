import '../../../../styles/land.css';
import { Link, useParams, useSearchParams } from 'react-router';
import { COUNTY_TEXT } from '../../../../../shared/county-texts';
import { errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { Loading } from '../../../../ui/loading';
import { useMissingPage, usePageTitle } from '../../../../ui/page-title';
import { CountyLinks } from '../counties/county-links';
import { readPageParam } from '../page-param';
import { EmptyState } from '../threads/empty-state';
import { PaginationNav } from '../threads/pagination-nav';
import { ThreadRow } from '../threads/thread-row';
import { useLandPage } from './land-api';
import { LandFollowButton } from './land-follow-button';

/**
 * /land/ok/im/05n/03w/20 and /land/ok/im/05n/03w (docs/decisions/039-land-references.md): a section or a
 * township, its map, its names in the forms owners write them, and the visible threads that name it,
 * newest activity first, with its feed.
 */
export default function LandPage() {
  const { state = '', meridian = '', township = '', range = '', section } = useParams();
  const [params] = useSearchParams();
  const page = readPageParam(params.get('page'));
  const land = useLandPage({ state, meridian, township, range, section }, page);
  usePageTitle(land.data?.land.title);
  // An address that names no section or township is a missing page (status 404 from the server).
  useMissingPage(land.isError && !land.data);
  if (land.isPending) return <Loading label="Loading the land page..." />;
  if (!land.data) return <Alert kind="error">{errorText(land.error, 'There is no such section.')}</Alert>;
  const { land: about, threads, pagination } = land.data;
  const [deedName, ...otherNames] = about.names;
  return (
    <div className="page land-page">
      <h1>{about.title}</h1>
      <p className="land-deed-name">{deedName}</p>
      <div className="land-about">
        {about.kind === 'section' && (
          <img
            className="land-map"
            src={about.map_path}
            alt={`Map of ${about.title} in its township`}
            width={148}
            height={148}
          />
        )}
        <div>
          <h2>Also written</h2>
          <ul className="land-names">
            {otherNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>
            {about.state}, {about.meridian}.{' '}
            {about.kind === 'section' && <Link to={about.township_path}>The whole township</Link>}
          </p>
          <h2>{COUNTY_TEXT.sectionCounties}</h2>
          {land.data.counties?.length ? (
            <CountyLinks counties={land.data.counties} />
          ) : (
            <p className="muted">{COUNTY_TEXT.sectionCountiesNone}</p>
          )}
          <p>
            <a href={about.feed_path}>Feed of threads about this land</a>
          </p>
          <LandFollowButton landKey={about.key} title={about.title} />
        </div>
      </div>
      <h2>Threads that name it</h2>
      {threads.length === 0 ? (
        <EmptyState title="No thread names it yet." />
      ) : (
        <ul className="thread-list">
          {threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} showCategory />
          ))}
        </ul>
      )}
      <PaginationNav page={pagination.page} totalPages={pagination.totalPages} label="Thread pages" />
    </div>
  );
}
