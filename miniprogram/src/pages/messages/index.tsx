import Taro from '@tarojs/taro';
import { RichText, View } from '@tarojs/components';
import type { Message } from '@shared/api/account.ts';
import { useState } from 'react';
import { api } from '../../api/calls';
import { richText } from '../../api/http';
import { session } from '../../api/session';
import { Action, Cell, CellGroup, Msg, NotReady, Page } from '../../components/ui';
import { minute } from '../../lib/dates';
import { useLoad } from '../../lib/use-load';
import { t } from '../../strings';
import '../../components/article.css';

// 我的消息 (/api/alummessage/list, unread first): unread ones marked; tapping one opens it and marks it read.

const PAGE_SIZE = 20;

async function load(pages: number) {
  const mine = await session({ fresh: true });
  if (!mine.bound || !mine.userToken) return null;
  const page = await api.messages(1, PAGE_SIZE * pages);
  return page;
}

export default function Messages() {
  const [pages, setPages] = useState(1);
  const [state, reload, replace] = useLoad(() => load(pages), pages);
  const [open, setOpen] = useState<number | null>(null);

  if (state.status !== 'ready')
    return (
      <Page testId="messages">
        <NotReady state={state} onRetry={reload} />
      </Page>
    );
  const page = state.data;
  if (!page)
    return (
      <Page testId="messages">
        <Msg tone="info" title={t.messages.notBound} testId="messages-none">
          <Action onTap={() => void Taro.navigateTo({ url: '/pages/application/index' })}>{t.home.application}</Action>
        </Msg>
      </Page>
    );

  const tap = (message: Message) => {
    setOpen(open === message.id ? null : message.id);
    if (message.read) return;
    replace({ ...page, list: page.list.map((m) => (m.id === message.id ? { ...m, read: true } : m)) });
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
