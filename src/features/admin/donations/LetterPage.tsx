import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular, PrintRegular } from '@fluentui/react-icons';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
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

/** The seal: the organisation's name round the top of a red ring, a star in the middle, as a Chinese seal is cut. */
function Seal({ text }: { text: string }) {
  const id = useId();
  return (
    <svg className="thanks-letter__seal" viewBox="0 0 120 120" role="img" aria-label={letterT.sealLabel(text)}>
      <defs>
        <path id={id} d="M 22 66 A 40 40 0 1 1 98 66" />
      </defs>
      <circle cx="60" cy="60" r="55" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <text fontSize={text.length > 12 ? 11 : 13} fontWeight="700" fill="currentColor" letterSpacing="1">
        <textPath href={`#${id}`} startOffset="50%" textAnchor="middle">
          {text}
        </textPath>
      </text>
      <path
        d="M60 44 l4.7 14.5 h15.2 l-12.3 9 4.7 14.5 -12.3 -9 -12.3 9 4.7 -14.5 -12.3 -9 h15.2 z"
        fill="currentColor"
        transform="translate(0 2)"
      />
    </svg>
  );
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
            <Seal text={letter.seal} />
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
