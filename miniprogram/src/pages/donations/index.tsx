import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro';
import { View } from '@tarojs/components';
import type { Donation, MyDonations } from '@shared/api/donation.ts';
import { useState } from 'react';
import { api } from '../../api/calls';
import { ApiError } from '../../api/http';
import { session } from '../../api/session';
import { Action, Cell, CellGroup, Msg, NotReady, Page } from '../../components/ui';
import { minute } from '../../lib/dates';
import { isApiError } from '../../lib/errors';
import { describeFailure, useLoad } from '../../lib/use-load';
import { useReloadOnShow } from '../../lib/use-reload-on-show';
import { requestPayment } from '../../platform/index';
import { t } from '../../strings';
import './index.css';

// 我的捐赠 (issue 48): the person's pledges and gifts (GET /api/donation/my) with their state, and 去支付 for one awaiting
// payment: a JSAPI order for the person's mini-program openid (POST /api/mp/donation/{id}/pay), WeChat's cashier
// (wx.requestPayment), then the server asks WeChat Pay (POST /api/donation/{id}/check) so the gift shows paid at once.
// The portal's pledge page, opened inside WeChat, sends the donor here (?id= the pledge).

type Loaded = { kind: 'unbound' } | { kind: 'not-verified' } | { kind: 'list'; mine: MyDonations };

async function load(): Promise<Loaded> {
  const mine = await session({ fresh: true });
  if (!mine.bound || !mine.userToken) return { kind: 'unbound' };
  if (mine.cardStatus !== 'verified') return { kind: 'not-verified' };
  try {
    return { kind: 'list', mine: await api.donations() };
  } catch (error) {
    if (isApiError(error, 403)) return { kind: 'not-verified' };
    throw error;
  }
}

type Notice = { tone: 'success' | 'info' | 'warn'; text: string } | null;

export default function Donations() {
  const { params } = useRouter();
  const current = Number(params.id ?? 0);
  const [state, reload, replace] = useLoad(load);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  usePullDownRefresh(() => {
    reload();
    void Taro.stopPullDownRefresh();
  });
  useReloadOnShow(reload);

  if (state.status !== 'ready')
    return (
      <Page testId="donations">
        <NotReady state={state} onRetry={reload} />
      </Page>
    );
  const myApplication = () => void Taro.navigateTo({ url: '/pages/application/index' });
  if (state.data.kind !== 'list')
    return (
      <Page testId="donations">
        <Msg tone="info" title={state.data.kind === 'unbound' ? t.donations.notBound : t.donations.notVerified} testId="donations-none">
          <Action onTap={myApplication}>{t.home.application}</Action>
        </Msg>
      </Page>
    );
  const mine = state.data.mine;

  const pay = async (pledge: Donation) => {
    setBusy(pledge.id);
    setNotice(null);
    try {
      const offer = await api.pay(pledge.id);
      let paid = offer.kind === 'paid';
      if (offer.kind === 'jsapi' && offer.payment) {
        const outcome = await requestPayment(offer.payment);
        if (outcome === 'cancelled') {
          setNotice({ tone: 'info', text: t.donations.cancelled });
          return;
        }
        paid = (await api.checkDonation(pledge.id).catch(() => null))?.status === 'paid';
      }
      setNotice(paid ? { tone: 'success', text: t.donations.paid } : { tone: 'info', text: t.donations.pending });
      replace({ kind: 'list', mine: await api.donations() });
    } catch (error) {
      const failure = describeFailure(error);
      const text =
        error instanceof ApiError
          ? error.message
          : failure.status === 'no-wechat'
            ? t.openInWechat
            : failure.status === 'network'
              ? t.networkError
              : t.donations.failed;
      setNotice({ tone: 'warn', text });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Page testId="donations">
      {notice && (
        <View className={`donations__notice donations__notice--${notice.tone}`} role="status" data-testid="donations-notice">
          {notice.text}
        </View>
      )}
      {mine.paidCount > 0 && <View className="donations__total">{t.donations.totalPaid(mine.totalPaid, mine.paidCount)}</View>}
      {mine.list.length === 0 && (
        <CellGroup>
          <Cell title={t.donations.empty} />
        </CellGroup>
      )}
      {mine.list.map((pledge) => (
        <View
          key={pledge.id}
          className={`donation${pledge.id === current ? ' donation--current' : ''}`}
          data-testid="donation"
          data-id={pledge.id}
          data-status={pledge.status}
        >
          <CellGroup>
            <Cell
              title={pledge.projectTitle}
              description={`${minute(pledge.createdAt)} · ${t.donations.orderNo(pledge.orderNo)}`}
              value={
                <View className={`donation__state donation__state--${pledge.status}`} data-testid="donation-state">
                  {`${t.donations.yuan(pledge.amount)} · ${stateWord(pledge)}`}
                </View>
              }
            />
            {pledge.status === 'awaiting_payment' && (
              <View className="donation__actions">
                <Action onTap={() => void pay(pledge)} loading={busy === pledge.id} disabled={busy !== null} testId="donation-pay">
                  {busy === pledge.id ? t.donations.paying : t.donations.pay}
                </Action>
              </View>
            )}
          </CellGroup>
        </View>
      ))}
    </Page>
  );
}

function stateWord(pledge: Donation): string {
  if (pledge.refunded > 0) return pledge.refunded >= pledge.amount ? t.donations.refunded : t.donations.partlyRefunded(pledge.refunded);
  return t.donations.statuses[pledge.status] ?? pledge.status;
}
