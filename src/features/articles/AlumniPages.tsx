import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { DetailPage } from './DetailPage.tsx';
import { ListPage } from './ListPage.tsx';
import { AlumnusCard } from './cards.tsx';
import { alumniQueries } from './queries.ts';

export function AlumniListPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(alumniQueries.list(page));
  return (
    <ListPage fallbackTitle={t.sections.alumni} page={page} data={data} layout="portraits" render={(item) => <AlumnusCard key={item.id} item={item} />} />
  );
}

export function AlumnusDetailPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(alumniQueries.detail(id));
  return (
    <DetailPage
      fallbackTitle={t.sections.alumni}
      listPath="/article/outstandingAlumni"
      detailPath="/article/alumniDetails/$id"
      title={data.name}
      meta={<span>{data.honour}</span>}
      aside={
        <section className="profile-panel" aria-label={t.a11y.alumnusProfile} data-testid="alumnus-profile">
          <Cover src={data.photo} alt={data.name} width={400} height={500} eager className="profile-panel__photo" />
          <FactList
            facts={[
              [t.alumni.faculty, data.faculty],
              [t.alumni.major, data.major],
              [t.alumni.classOf, t.alumni.graduation(data.graduationYear)],
            ]}
          />
          <p className="profile-panel__summary">{data.summary}</p>
        </section>
      }
      content={data.content}
      prev={data.prev}
      next={data.next}
    />
  );
}
