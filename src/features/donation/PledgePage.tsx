import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { qrPath } from '../../lib/qr-path.ts';
import { webHref } from '../../lib/urls.ts';
import { imageSrc } from '../../lib/images.ts';
import { dictLabel, siteIdentityOf } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { mpDonationsPath, payScene } from '../../shared/donation-payment.ts';
import type { Donation } from '../../shared/api/donation.ts';
import { t } from '../../strings.ts';
import { donationPaymentT } from '../../strings/donation-payment.ts';
import { DONATION_KEY, myDonationQueryOptions } from './api.ts';
import { paymentApi, paymentWayQueryOptions } from './payment-api.ts';
import './donation.css';

const s = t.donation;
const p = donationPaymentT;

/**
 * A pledge's page: while it awaits payment, WeChat Pay's way for this device (a QR code to scan at a desktop, WeChat's
 * payment page on a phone, the mini-program inside WeChat), followed until WeChat says it is paid; then the thanks.
 * `back`: the donor returns from WeChat's payment page, so the server asks WeChat at once rather than wait.
 */
export function PledgePage({ id, back }: { id: number; back: boolean }) {
  const queryClient = useQueryClient();
  const { data: pledge } = useSuspenseQuery(myDonationQueryOptions(id));
  const check = useMutation({
    mutationFn: () => paymentApi.check(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(myDonationQueryOptions(id).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: [...DONATION_KEY, 'my'] });
    },
  });
  const checkedOnReturn = useRef(false);
  useEffect(() => {
    if (back && !checkedOnReturn.current && pledge.status === 'awaiting_payment') {
      checkedOnReturn.current = true;
      check.mutate();
    }
  }, [back, pledge.status, check]);

  return (
    <div className="donation-pledge" data-testid="pledge-page" data-status={pledge.status}>
      <h2 className="donation-pledge__title">{p.pledgeTitle}</h2>
      <PledgeFacts pledge={pledge} />
      {pledge.status === 'paid' && <Thanks pledge={pledge} />}
      {pledge.status === 'cancelled' && (
        <MessageBar intent="info" data-testid="pledge-cancelled">
          <MessageBarBody>{p.cancelledNote}</MessageBarBody>
        </MessageBar>
      )}
      {pledge.status === 'expired' && (
        <MessageBar intent="info" data-testid="pledge-expired">
          <MessageBarBody>{p.expiredNote}</MessageBarBody>
        </MessageBar>
      )}
      {pledge.status === 'awaiting_payment' && (
        <>
          <PayPanel pledge={pledge} />
          <div className="donation-pledge__check">
            <Button onClick={() => check.mutate()} disabled={check.isPending} data-testid="pledge-check">
              {check.isPending ? p.checking : p.paidCheck}
            </Button>
            {check.isSuccess && check.data.status === 'awaiting_payment' && (
              <p className="donation-pledge__hint" role="status" data-testid="pledge-still-waiting">
                {p.stillWaiting}
              </p>
            )}
          </div>
        </>
      )}
      <p>
        <Link to="/my/donation">{p.toRecords}</Link>
      </p>
    </div>
  );
}

function PledgeFacts({ pledge }: { pledge: Donation }) {
  return (
    <dl className="donation-record__facts donation-pledge__facts">
      <div>
        <dt>{s.project}</dt>
        <dd>{pledge.projectTitle}</dd>
      </div>
      <div>
        <dt>{s.amount}</dt>
        <dd className="donation-record__amount" data-testid="pledge-amount">
          {s.yuan(pledge.amount)}
        </dd>
      </div>
      <div>
        <dt>{s.orderNo}</dt>
        <dd className="donation-record__order">{pledge.orderNo}</dd>
      </div>
      <div>
        <dt>{s.state}</dt>
        <dd data-testid="pledge-status">{s.status[pledge.status]}</dd>
      </div>
    </dl>
  );
}

function Thanks({ pledge }: { pledge: Donation }) {
  return (
    <section className="donation-pledge__thanks" aria-labelledby="pledge-thanks-title" data-testid="pledge-thanks">
      <h3 id="pledge-thanks-title">{p.thanksTitle}</h3>
      <p>{p.thanksBody(s.yuan(pledge.amount), pledge.projectTitle)}</p>
      {pledge.paidAt && (
        <p>
          {p.paidAt}：<time dateTime={pledge.paidAt}>{formatDateTime(pledge.paidAt)}</time>
        </p>
      )}
    </section>
  );
}

/** WeChat Pay's way for this device; the stand-in's page where that is how this portal takes payment. */
function PayPanel({ pledge }: { pledge: Donation }) {
  const { data: way } = useQuery(paymentWayQueryOptions());
  const scene = useMemo(() => payScene(navigator.userAgent), []);
  if (!way) return <Spinner size="small" />;
  if (way.way !== 'wxpay') {
    const href = webHref(pledge.payUrl, location.origin);
    return href ? (
      <Button as="a" appearance="primary" href={href}>
        {s.pay}
      </Button>
    ) : null;
  }
  if (scene === 'miniprogram') return <InWechat pledge={pledge} />;
  return scene === 'native' ? <ScanToPay pledge={pledge} /> : <PhonePay pledge={pledge} />;
}

/** The JS-SDK's bridge to the mini-program, there only when the page runs in the mini-program's web-view. */
type MiniProgramBridge = { navigateTo(options: { url: string }): void };
const miniProgramBridge = (): MiniProgramBridge | undefined => (window as { wx?: { miniProgram?: MiniProgramBridge } }).wx?.miniProgram;

/**
 * Inside WeChat the college's mini-program takes the payment (JSAPI, for the payer's openid there): in its web-view,
 * straight to its 我的捐赠 with this pledge; in WeChat's browser, one tap on a URL Link the server makes for the pledge
 * (https://wxaurl.cn/..., which WeChat opens as the mini-program at 我的捐赠 with this pledge), and below it the code to
 * long-press (识别小程序码, which opens the mini-program's home), 我的捐赠 and this order named, for when no link can be
 * made (the server says why).
 */
function InWechat({ pledge }: { pledge: Donation }) {
  const { data: dicts } = useQuery(dictsQueryOptions());
  const miniProgram = siteIdentityOf(dicts ?? []).miniProgram;
  const code = dicts ? imageSrc(dictLabel(dicts, 'site_qrcode', 'mini_program')) : undefined;
  const bridge = useMemo(() => miniProgramBridge(), []);
  return (
    <section className="donation-pledge__pay" data-testid="pledge-in-wechat">
      {bridge ? (
        <>
          <p>{p.inMiniProgram}</p>
          <Button appearance="primary" onClick={() => bridge.navigateTo({ url: mpDonationsPath(pledge.id) })} data-testid="pledge-open-mp">
            {p.openMyDonations}
          </Button>
        </>
      ) : (
        <>
          <OpenMiniProgram pledge={pledge} />
          <p>{p.inWechat(miniProgram, pledge.orderNo)}</p>
          {code && (
            <img
              className="donation-pledge__qr"
              src={code}
              alt={p.mpCodeAlt(miniProgram)}
              width={180}
              height={180}
              data-testid="pledge-mp-code"
            />
          )}
        </>
      )}
    </section>
  );
}

/** 打开小程序支付: the pledge's URL Link, followed; a refusal is the server's sentence in the app's toast. */
function OpenMiniProgram({ pledge }: { pledge: Donation }) {
  const open = useMutation({
    mutationFn: () => paymentApi.mpLink(pledge.id),
    onSuccess: ({ url }) => {
      // A URL Link is WeChat's own https address: only that is followed.
      if (/^https:\/\//.test(url)) window.location.assign(url);
    },
  });
  return (
    <Button appearance="primary" size="large" onClick={() => open.mutate()} disabled={open.isPending} data-testid="pledge-open-mp-link">
      {open.isPending ? p.openingMp : p.openMpPay}
    </Button>
  );
}

/** 扫码支付: the order's code_url as a QR code drawn here; the page follows the pledge until it is paid. */
function ScanToPay({ pledge }: { pledge: Donation }) {
  const offer = useQuery({
    queryKey: [...DONATION_KEY, 'offer', pledge.id, 'native'],
    queryFn: () => paymentApi.pay(pledge.id, 'native'),
    // One QR code per visit of the page; a new one only when the page is opened again (the server reuses it meanwhile).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const codeUrl = offer.data?.codeUrl;
  const qr = useMemo(() => (codeUrl ? qrPath(codeUrl) : null), [codeUrl]);
  return (
    <section className="donation-pledge__pay" aria-labelledby="pledge-scan-title" data-testid="pledge-scan">
      <h3 id="pledge-scan-title">{p.scanTitle}</h3>
      {offer.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{p.payFailed}</MessageBarBody>
        </MessageBar>
      )}
      {offer.isPending && <Spinner size="small" label={p.preparing} />}
      {qr && (
        <>
          <svg
            className="donation-pledge__qr"
            viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
            role="img"
            aria-label={p.qrLabel(s.yuan(pledge.amount))}
            data-testid="pledge-qr"
            data-code={codeUrl}
          >
            <rect x="-2" y="-2" width={qr.size + 4} height={qr.size + 4} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <p className="donation-pledge__hint">{p.scanHint}</p>
          {offer.data?.expiresAt && <p className="donation-pledge__hint">{p.expires(formatDateTime(offer.data.expiresAt))}</p>}
        </>
      )}
    </section>
  );
}

/** A phone's own browser: WeChat's payment page, which sends the donor back here once paid. */
function PhonePay({ pledge }: { pledge: Donation }) {
  const go = useMutation({
    mutationFn: () => paymentApi.pay(pledge.id, 'h5'),
    onSuccess: (answer) => {
      const target = answer.h5Url && webHref(answer.h5Url, location.origin);
      if (target) window.location.assign(target);
    },
  });
  return (
    <section className="donation-pledge__pay" aria-labelledby="pledge-h5-title" data-testid="pledge-h5">
      <h3 id="pledge-h5-title">{p.h5Title}</h3>
      <p className="donation-pledge__hint">{p.h5Hint}</p>
      {go.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{p.payFailed}</MessageBarBody>
        </MessageBar>
      )}
      <Button appearance="primary" size="large" onClick={() => go.mutate()} disabled={go.isPending} data-testid="pledge-h5-go">
        {p.h5Go}
      </Button>
    </section>
  );
}
