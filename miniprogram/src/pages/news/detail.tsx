import { useRouter } from '@tarojs/taro';
import { RichText, View } from '@tarojs/components';
import { api } from '../../api/calls';
import { richText } from '../../api/http';
import { Article } from '../../components/article';
import { NotReady, Page } from '../../components/ui';
import { day } from '../../lib/dates';
import { useLoad } from '../../lib/use-load';
import { t } from '../../strings';

// A news article: its rich text (sanitised by the server when it was saved) shown with RichText.
export default function NewsDetail() {
  const id = Number(useRouter().params.id);
  const [news, reload] = useLoad(() => api.newsDetail(id), id);
  return (
    <Page testId="news-detail">
      {news.status === 'ready' ? (
        <Article title={news.data.title}>
          <View className="article__meta">
            {day(news.data.publishedAt)}
            {news.data.source ? ` · ${t.detail.source(news.data.source)}` : ''}
          </View>
          <RichText className="article__content" nodes={richText(news.data.content)} />
        </Article>
      ) : (
        <NotReady state={news} onRetry={reload} />
      )}
    </Page>
  );
}
