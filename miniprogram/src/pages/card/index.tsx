import Taro from '@tarojs/taro';
import { Image, View } from '@tarojs/components';
import { useMemo } from 'react';
import { api } from '../../api/calls';
import { session } from '../../api/session';
import { Action, Cell, CellGroup, Msg, NotReady, Page } from '../../components/ui';
import { qrImage } from '../../lib/qr';
import { useLoad } from '../../lib/use-load';
import { t } from '../../strings';
import './index.css';

// 我的校友卡: the card number and its signed QR code, as the portal's card page shows them (GET /api/alumuser/info with
// the portal token; cardQr is the verification address with the signed code, drawn here).

async function load() {
  const mine = await session({ fresh: true });
  if (!mine.bound || mine.cardStatus !== 'verified' || !mine.userToken) return { kind: 'none' as const, bound: mine.bound };
  return { kind: 'card' as const, info: await api.userInfo() };
}

export default function Card() {
  const [state, reload] = useLoad(load);
  const info = state.status === 'ready' && state.data.kind === 'card' ? state.data.info : undefined;
  const cardQr = info?.cardQr;
  const qr = useMemo(() => (cardQr ? qrImage(cardQr) : null), [cardQr]);

  if (state.status !== 'ready')
    return (
      <Page testId="card">
        <NotReady state={state} onRetry={reload} />
      </Page>
    );
  if (state.data.kind === 'none')
    return (
      <Page testId="card">
        <Msg tone="info" title={state.data.bound ? t.card.notYet : t.card.noCard} testId="card-none">
          <Action onTap={() => void Taro.navigateTo({ url: '/pages/application/index' })}>{t.home.application}</Action>
        </Msg>
      </Page>
    );
  const card = state.data.info;
  return (
    <Page testId="card">
      <View className="card">
        {qr ? (
          <Image
            className="card__qr"
            src={qr.src}
            mode="scaleToFill"
            ariaLabel={t.card.qrAlt(card.cardNo ?? '')}
            nativeProps={{ alt: t.card.qrAlt(card.cardNo ?? '') }}
            data-testid="card-qr"
          />
        ) : (
          <View className="card__usage">{t.card.notYet}</View>
        )}
        <View className="card__no" data-testid="card-no">
          {card.cardNo}
        </View>
        <View className="card__usage">{t.card.usage}</View>
      </View>
      <CellGroup>
        <Cell title={t.card.name} value={card.name} />
        <Cell title={t.card.studentNo} value={card.userCode} />
        {card.faculty && <Cell title={t.card.faculty} value={card.faculty} />}
        {card.graduationYear != null && <Cell title={t.card.graduationYear} value={String(card.graduationYear)} />}
      </CellGroup>
    </Page>
  );
}
