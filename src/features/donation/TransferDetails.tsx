import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { TransferDetails as Details } from '../../shared/donation-payment.ts';
import { donationPaymentT } from '../../strings/donation-payment.ts';

const p = donationPaymentT;

/** 银行转账: how to give while online payment is not open, as the office publishes it under 站点设置. */
export function TransferDetails({ transfer }: { transfer: Details | null }) {
  if (!transfer)
    return (
      <MessageBar intent="info" data-testid="donation-transfer-missing">
        <MessageBarBody>{p.transferMissing}</MessageBarBody>
      </MessageBar>
    );
  const facts: Array<[string, string]> = [
    [p.transferAccountName, transfer.accountName],
    [p.transferBank, transfer.bank],
    [p.transferAccountNo, transfer.accountNo],
    [p.transferRemark, transfer.remark],
  ];
  return (
    <section className="donation-transfer" aria-labelledby="donation-transfer-title" data-testid="donation-transfer">
      <h3 id="donation-transfer-title">{p.transferTitle}</h3>
      <p>{p.transferIntro}</p>
      <dl className="donation-transfer__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
