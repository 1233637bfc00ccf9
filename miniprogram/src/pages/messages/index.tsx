import Taro from '@tarojs/taro';
import { RichText, View } from '@tarojs/components';
import type { Message } from '@shared/api/account.ts';
import { useState } from 'react';
import { api, type MyApplication } from '../../api/calls';
import { richText } from '../../api/http';
import { session } from '../../api/session';
import { Action, Cell, CellGroup, Msg, NotReady, Page } from '../../components/ui';
import { minute } from '../../lib/dates';
import { isApiError } from '../../lib/errors';
import { useLoad } from '../../lib/use-load';
import { useReloadOnShow } from '../../lib/use-reload-on-show';
import { t } from '../../strings';
import '../../components/article.css';

// 我的消息 (/api/alummessage/list, unread first): unread ones marked; tapping one opens it and marks it read. The list is
// for a verified card (the portal's rule): an applicant still waiting, or turned down, sees where the application
// stands instead, a turned-down one with the reason and 修改后重新提交 (issue 48), not the portal's refusal.

const PAGE_SIZE = 20;

type Loaded =
  | { kind: 'unbound' }
  | { kind: 'application'; application: MyApplication }
  | { kind: 'list'; page: Awaited<ReturnType<typeof api.messages>> };

async function load(pages: number): Promise<Loaded> {
  const mine = await session({ fresh: true });
  if (!mine.bound || !mine.userToken) return { kind: 'unbound' };
  if (mine.cardStatus === 'pending' || mine.cardStatus === 'rejected') return { kind: 'application', application: await api.application() };
  try {
    return { kind: 'list', page: await api.messages(1, PAGE_SIZE * pages) };
  } catch (error) {
    // Decided since the session began (a review, a revoked card): the card's state says why there is no list.
    if (isApiError(error, 403)) return { kind: 'application', application: await api.application() };
    throw error;
  }
}

function CardNotReady({ application }: { application: MyApplication }) {
  const myApplication = () => void Taro.navigateTo({ url: '/pages/application/index' });
  if (application.status === 'rejected')
    return (
      <Msg
        tone="warn"
        title={t.messages.rejected}
        detail={
          <>
            {application.reason && (
              <View className="reason" data-testid="messages-reason">{`${t.application.reason}：${application.reason}`}</View>
            )}
            <View>{t.messages.rejectedDetail}</View>
          </>
        }
        testId="messages-rejected"
      >
        <Action onTap={() => void Taro.navigateTo({ url: '/pages/apply/index?mode=resubmit' })}>{t.application.resubmit}</Action>
        <Action kind="default" onTap={myApplication}>
          {t.home.application}
        </Action>
      </Msg>
    );
  return (
    <Msg tone="waiting" title={t.messages.pending} detail={t.messages.pendingDetail} testId="messages-pending">
      <Action kind="default" onTap={myApplication}>
        {t.home.application}
      </Action>
    </Msg>
  );
}

export default function Messages() {
  const [pages, setPages] = useState(1);
  const [state, reload, replace] = useLoad(() => load(pages), pages);
  const [open, setOpen] = useState<number | null>(null);
  useReloadOnShow(reload);

  if (state.status !== 'ready')
    return (
      <Page testId="messages">
        <NotReady state={state} onRetry={reload} />
      </Page>
    );
  if (state.data.kind === 'application')
    return (
      <Page testId="messages">
        <CardNotReady application={state.data.application} />
      </Page>
    );
  if (state.data.kind === 'unbound')
    return (
      <Page testId="messages">
        <Msg tone="info" title={t.messages.notBound} testId="messages-none">
          <Action onTap={() => void Taro.navigateTo({ url: '/pages/application/index' })}>{t.home.application}</Action>
        </Msg>
      </Page>
    );
  const page = state.data.page;

  const tap = (message: Message) => {
    setOpen(open === message.id ? null : message.id);
    if (message.read) return;
    replace({ kind: 'list', page: { ...page, list: page.list.map((m) => (m.id === message.id ? { ...m, read: true } : m)) } });
    api.markRead(message.id).catch(() => undefined);
  };

  return (
    <Page testId="messages">
      <CellGroup>
        {page.list.length === 0 && <Cell title={t.messages.empty} />}
        {page.list.map((message) => (
          <View key={message.id} data-testid="message" data-read={message.read ? 'true' : 'false'}>
            <Cell
              title={message.title}
              description={minute(message.createdAt)}
              value={message.read ? t.messages.read : t.messages.unread}
              unread={!message.read}
              label={t.messages.open(message.title, message.read)}
              onTap={() => tap(message)}
            />
            {open === message.id && (
              <View className="article" data-testid="message-content">
                <RichText className="article__content" nodes={richText(message.content)} />
              </View>
            )}
          </View>
        ))}
      </CellGroup>
      {page.total > page.list.length && (
        <View className="actions">
          <Action kind="default" onTap={() => setPages(pages + 1)}>
            {t.messages.more}
          </Action>
        </View>
      )}
    </Page>
  );
}
