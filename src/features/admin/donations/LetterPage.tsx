import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular, PrintRegular } from '@fluentui/react-icons';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { formatDate } from '../../../lib/dates.ts';
import { letterT } from '../../../strings/admin-ledger.ts';
import { RichHtml } from '../../../ui/RichHtml.tsx';
import { useSubmit } from '../../../ui/forms/useSubmit.ts';
import { donationsApi } from './api.ts';
import { letterQueryOptions } from './queries.ts';
import './donations.css';

/** 2026年9月6日, as a letter dates itself (China time). */
function chineseDay(iso: string) {
  const [y, m, d] = formatDate(iso).split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/**
 * A paid donation's thank-you letter: the sheet as it prints (A4; the console around it is left out by the print
 * styles) and above it the way back and 打印. The print is recorded before the browser's dialog opens.
 */
export function LetterPage({ id }: { id: number }) {
  const { data: letter } = useSuspenseQuery(letterQueryOptions(id));
  const router = useRouter();
  const printing = useSubmit();
  const print = () => void printing.run(() => donationsApi.printed(id), { onSuccess: () => window.print() });
  return (
    <div className="admin-page letter-page" data-testid="admin-letter">
      <div className="letter-page__tools">
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => router.history.back()} data-testid="letter-back">
          {letterT.back}
        </Button>
        <span className="letter-page__hint">{letterT.printHint}</span>
        <Button appearance="primary" icon={<PrintRegular />} onClick={print} disabled={printing.pending} data-testid="letter-print">
          {letterT.print}
        </Button>
      </div>
      <article className="thanks-letter" data-testid="thanks-letter" aria-label={letter.title}>
        <header className="thanks-letter__head">
          {letter.logo && <img className="thanks-letter__logo" src={letter.logo} alt="" />}
          <span className="thanks-letter__college">{letter.signature}</span>
        </header>
        <h1 className="thanks-letter__title">{letter.title}</h1>
        <RichHtml html={letter.html} className="thanks-letter__body" />
        <footer className="thanks-letter__foot">
          <div className="thanks-letter__sign">
            <span className="thanks-letter__seal" role="img" aria-label={letterT.sealLabel(letter.seal)}>
              <span className="thanks-letter__seal-text">{letter.seal}</span>
              <span className="thanks-letter__seal-star" aria-hidden="true">
                ★
              </span>
            </span>
            <span className="thanks-letter__signature">{letter.signature}</span>
            <span className="thanks-letter__date">{chineseDay(letter.paidAt)}</span>
          </div>
          <p className="thanks-letter__no" data-testid="letter-certificate">
            {letterT.certificate(letter.certificateNo)}
          </p>
        </footer>
      </article>
    </div>
  );
}
