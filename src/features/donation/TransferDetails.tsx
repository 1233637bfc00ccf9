import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { TransferDetails as Details } from '../../shared/donation-payment.ts';
import { t } from '../../strings.ts';

const s = t.donation;

/** 银行转账: how to give while online payment is not open, as the office publishes it under 站点设置. */
export function TransferDetails({ transfer }: { transfer: Details | null }) {
  if (!transfer)
    return (
      <MessageBar intent="info" data-testid="donation-transfer-missing">
        <MessageBarBody>{s.transferMissing}</MessageBarBody>
      </MessageBar>
    );
  const facts: Array<[string, string]> = [
    [s.transferAccountName, transfer.accountName],
    [s.transferBank, transfer.bank],
    [s.transferAccountNo, transfer.accountNo],
    [s.transferRemark, transfer.remark],
  ];
  return (
    <section className="donation-transfer" aria-labelledby="donation-transfer-title" data-testid="donation-transfer">
      <h3 id="donation-transfer-title">{s.transferTitle}</h3>
      <p>{s.transferIntro}</p>
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
