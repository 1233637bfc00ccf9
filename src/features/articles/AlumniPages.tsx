import { useSuspenseQuery } from '@tanstack/react-query';
import type { AlumnusDetail } from '../../api/content.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { DetailPage } from './DetailPage.tsx';
import { ListPage } from './ListPage.tsx';
import { AlumnusCard } from './cards.tsx';
import { alumniQueries } from './queries.ts';

export function AlumniListPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(alumniQueries.list(page));
  return <ListPage area="alumni" page={page} data={data} layout="portraits" render={(item) => <AlumnusCard key={item.id} item={item} />} />;
}

export function AlumnusDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(alumniQueries.detail(id));
  return (
    <DetailPage area="alumni" record={data} title={data.name} meta={<span>{data.honour}</span>} aside={<AlumnusProfile alumnus={data} />} />
  );
}

function AlumnusProfile({ alumnus }: { alumnus: AlumnusDetail }) {
  return (
    <section className="profile-panel" aria-label={t.a11y.alumnusProfile} data-testid="alumnus-profile">
      <Cover src={alumnus.photo} alt={alumnus.name} width={400} height={500} eager className="profile-panel__photo" />
      <FactList
        facts={[
          [t.alumni.faculty, alumnus.faculty],
          [t.alumni.major, alumnus.major],
          [t.alumni.classOf, t.alumni.graduation(alumnus.graduationYear)],
        ]}
      />
      <p className="profile-panel__summary">{alumnus.summary}</p>
    </section>
  );
}
