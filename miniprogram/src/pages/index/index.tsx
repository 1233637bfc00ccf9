import Taro, { usePullDownRefresh } from '@tarojs/taro';
import type { ActivityItem, NewsItem } from '@shared/api/content.ts';
import { api } from '../../api/calls';
import { Cell, CellGroup, NotReady, Page } from '../../components/ui';
import { day, minute } from '../../lib/dates';
import { useLoad } from '../../lib/use-load';
import { t } from '../../strings';
import './index.css';

// 首页: the services (entry cells) and the latest news and activities from the public API, each opening its page.

const go = (url: string) => () => void Taro.navigateTo({ url });

export default function Index() {
  const [news, reloadNews] = useLoad(() => api.news(5).then((page) => page.list));
  const [activities, reloadActivities] = useLoad(() => api.activities(5).then((page) => page.list));
  usePullDownRefresh(() => {
    reloadNews();
    reloadActivities();
    void Taro.stopPullDownRefresh();
  });

  return (
    <Page testId="home">
      <CellGroup title={t.home.services}>
        <Cell title={t.home.card} label={t.home.card} onTap={go('/pages/card/index')} testId="home-card" />
        <Cell title={t.home.messages} label={t.home.messages} onTap={go('/pages/messages/index')} testId="home-messages" />
        <Cell title={t.home.donations} label={t.home.donations} onTap={go('/pages/donations/index')} testId="home-donations" />
        <Cell
          title={`${t.home.application} / ${t.home.apply}`}
          label={`${t.home.application} / ${t.home.apply}`}
          onTap={go('/pages/application/index')}
          testId="home-application"
        />
      </CellGroup>
      <CellGroup title={t.home.news}>
        {news.status === 'ready' ? (
          news.data.length ? (
            news.data.map((item: NewsItem) => (
              <Cell
                key={item.id}
                title={item.title}
                description={day(item.publishedAt)}
                label={item.title}
                onTap={go(`/pages/news/detail?id=${item.id}`)}
                testId="home-news"
              />
            ))
          ) : (
            <Cell title={t.home.empty} />
          )
        ) : (
          <NotReady state={news} onRetry={reloadNews} />
        )}
      </CellGroup>
      <CellGroup title={t.home.activities}>
        {activities.status === 'ready' ? (
          activities.data.length ? (
            activities.data.map((item: ActivityItem) => (
              <Cell
                key={item.id}
                title={item.title}
                description={`${minute(item.startTime)} · ${item.place}`}
                label={item.title}
                onTap={go(`/pages/activity/detail?id=${item.id}`)}
                testId="home-activity"
              />
            ))
          ) : (
            <Cell title={t.home.empty} />
          )
        ) : (
          <NotReady state={activities} onRetry={reloadActivities} />
        )}
      </CellGroup>
    </Page>
  );
}
