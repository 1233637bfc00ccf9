import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { OrganizationDetail } from '../../api/content.ts';
import { t } from '../../strings.ts';
import { Cover } from '../../ui/Cover.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { DetailPage } from './DetailPage.tsx';
import { organizationKinds, type KindFilter } from './organization-kind.ts';
import { ListPage } from './ListPage.tsx';
import { OrganizationCard } from './cards.tsx';
import { LIST_PAGE_SIZE, organizationQueries } from './queries.ts';

/** Joining belongs to its own feature: the route passes its panel in (a feature does not import another). */
export function OrganizationDetailPage({
  id,
  Join,
}: {
  id: number;
  Join: ComponentType<{ organizationId: number; organizationName: string }>;
}) {
  const { data } = useSuspenseQuery(organizationQueries.detail(id));
  const aside = (
    <>
      <OrganizationFacts organization={data} />
      <Join organizationId={id} organizationName={data.name} />
    </>
  );
  return (
    <DetailPage area="organizations" record={data} title={data.name} meta={<span>{t.organization.kinds[data.kind]}</span>} aside={aside} />
  );
}

function OrganizationFacts({ organization }: { organization: OrganizationDetail }) {
  const facts: Array<[string, string]> = [
    [t.organization.region, organization.region],
    [t.organization.founded, organization.foundedAt],
    [t.organization.members, t.organization.membersValue(organization.memberCount)],
    [t.organization.leader, organization.leader],
    [t.organization.contact, organization.contact],
  ];
  return (
    <section className="fact-panel" aria-label={t.a11y.organizationFacts} data-testid="organization-facts">
      <Cover src={organization.cover} alt="" width={800} height={450} eager className="fact-panel__cover" />
      <FactList facts={facts} />
    </section>
  );
}

export function OrganizationListPage({ page, kind }: { page: number; kind: KindFilter }) {
  const { data } = useSuspenseQuery(organizationQueries.list(page, LIST_PAGE_SIZE, kind ? { kind } : {}));
  return (
    <ListPage
      area="organizations"
      page={page}
      data={data}
      layout="grid"
      filters={
        <nav className="filter-tabs" aria-label={t.a11y.organizationKinds}>
          <Link to="." search={{}} className="filter-tabs__item" aria-current={!kind ? 'page' : undefined}>
            {t.organization.allKinds}
          </Link>
          {organizationKinds.map((k) => (
            <Link key={k} to="." search={{ kind: k }} className="filter-tabs__item" aria-current={kind === k ? 'page' : undefined}>
              {t.organization.kinds[k]}
            </Link>
          ))}
        </nav>
      }
      render={(item) => <OrganizationCard key={item.id} item={item} />}
    />
  );
}
