import { forwardRef, useId, useMemo } from 'react';
import { t } from '../../strings.ts';
import { qrPath } from '../../lib/qr-path.ts';

export interface CardFace {
  siteName: string;
  name: string;
  studentNo: string;
  faculty: string;
  graduationYear: number | null | undefined;
  cardNo: string;
  /** what the QR code holds: the card's signed verification address (none until the card is verified) */
  qr?: string;
  /** data: URLs (or '' to draw without) */
  photo: string;
  background: string;
  textColor: string;
  accentColor: string;
  layout: string;
}

// ID-1 card proportions (85.6 x 54 mm), in SVG units.
export const CARD_WIDTH = 856;
export const CARD_HEIGHT = 540;
// Named fonts only: an SVG drawn as an image (saving) cannot read the page's CSS variables.
const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif';
const QR = { x: 626, y: 140, box: 186, quiet: 12 };

/**
 * The alumni card as one SVG: shown on the page and, serialised, rendered to the saved PNG,
 * so both are the same picture. Every picture in it must be a data: URL for the second use.
 */
export const AlumCard = forwardRef<SVGSVGElement, { face: CardFace }>(function AlumCard({ face }, ref) {
  const id = useId().replace(/:/g, '');
  const qr = useMemo(() => (face.qr ? qrPath(face.qr) : null), [face.qr]);
  const light = face.layout === 'light';
  const year = face.graduationYear ? t.card.year(face.graduationYear) : '—';
  const rows: Array<[string, string]> = [
    [t.card.studentNo, face.studentNo || '—'],
    [t.card.faculty, face.faculty || '—'],
    [t.card.graduationYear, year],
  ];
  const qrScale = (QR.box - 2 * QR.quiet) / (qr?.size ?? 1);
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      className="alum-card"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-testid="alum-card"
      fontFamily={FONT}
    >
      <title id={`${id}-title`}>{t.card.label(face.name)}</title>
      <desc id={`${id}-desc`}>
        {t.card.describe({
          name: face.name,
          studentNo: face.studentNo,
          faculty: face.faculty,
          year,
          cardNo: face.cardNo || t.card.noCardNo,
        })}
      </desc>
      <defs>
        <clipPath id={`${id}-card`}>
          <rect width={CARD_WIDTH} height={CARD_HEIGHT} rx="28" />
        </clipPath>
        <clipPath id={`${id}-photo`}>
          <rect x="48" y="140" width="150" height="200" rx="10" />
        </clipPath>
        <linearGradient id={`${id}-shade`} x1="0" y1="0" x2="1" y2="1">
          {light ? (
            <>
              <stop offset="0" stopColor="#FFFFFF" stopOpacity="0.92" />
              <stop offset="1" stopColor="#FFFFFF" stopOpacity="0.78" />
            </>
          ) : (
            <>
              <stop offset="0" stopColor="#06213A" stopOpacity="0.78" />
              <stop offset="1" stopColor="#06213A" stopOpacity="0.45" />
            </>
          )}
        </linearGradient>
      </defs>
      <g clipPath={`url(#${id}-card)`}>
        <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={light ? '#F4F6F8' : '#0F4C81'} />
        {face.background && <image href={face.background} width={CARD_WIDTH} height={CARD_HEIGHT} preserveAspectRatio="xMidYMid slice" />}
        <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${id}-shade)`} />
        <rect y={CARD_HEIGHT - 12} width={CARD_WIDTH} height="12" fill={face.accentColor} />
      </g>

      <text x="48" y="80" fill={face.textColor} fontSize="36" fontWeight="700">
        {face.siteName}
      </text>
      <text x={CARD_WIDTH - 48} y="66" fill={face.accentColor} fontSize="26" fontWeight="700" textAnchor="end">
        {t.card.subtitle}
      </text>
      <text x={CARD_WIDTH - 48} y="92" fill={face.accentColor} fontSize="14" letterSpacing="4" textAnchor="end">
        {t.card.english}
      </text>
      <line x1="48" y1="112" x2={CARD_WIDTH - 48} y2="112" stroke={face.accentColor} strokeWidth="2" />

      <rect x="44" y="136" width="158" height="208" rx="12" fill="#FFFFFF" />
      {face.photo ? (
        <image
          href={face.photo}
          x="48"
          y="140"
          width="150"
          height="200"
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${id}-photo)`}
        />
      ) : (
        <text x="123" y="250" fill="#5B6570" fontSize="56" textAnchor="middle">
          {face.name.slice(0, 1)}
        </text>
      )}

      <text x="232" y="178" fill={face.textColor} fontSize="40" fontWeight="700">
        {face.name}
      </text>
      {rows.map(([label, value], i) => (
        <g key={label} fontSize="22">
          <text x="232" y={236 + i * 44} fill={face.accentColor}>
            {label}
          </text>
          <text x="336" y={236 + i * 44} fill={face.textColor}>
            {value}
          </text>
        </g>
      ))}

      <rect x={QR.x} y={QR.y} width={QR.box} height={QR.box} rx="10" fill="#FFFFFF" />
      {qr ? (
        <path
          d={qr.path}
          fill="#000000"
          transform={`translate(${QR.x + QR.quiet} ${QR.y + QR.quiet}) scale(${qrScale})`}
          shapeRendering="crispEdges"
          data-testid="alum-card-qr"
        />
      ) : (
        <text x={QR.x + QR.box / 2} y={QR.y + QR.box / 2 + 8} fill="#5B6570" fontSize="18" textAnchor="middle">
          {face.cardNo ? t.card.qrAfterReview : t.card.noCardNo}
        </text>
      )}
      <text x={QR.x + QR.box / 2} y={QR.y + QR.box + 28} fill={face.textColor} fontSize="17" textAnchor="middle">
        {t.card.scan}
      </text>
      {/* The number beside the code: read aloud or typed at a door whose scanner cannot read the code. */}
      <text
        x={QR.x + QR.box / 2}
        y={QR.y + QR.box + 54}
        fill={face.textColor}
        fontSize="16"
        letterSpacing="1"
        textAnchor="middle"
        data-testid="alum-card-qr-number"
      >
        {face.cardNo || t.card.noCardNo}
      </text>

      <text x="48" y="470" fill={face.accentColor} fontSize="20">
        {t.card.cardNo}
      </text>
      <text x="48" y="504" fill={face.textColor} fontSize="30" fontWeight="700" letterSpacing="3">
        {face.cardNo || t.card.noCardNo}
      </text>
    </svg>
  );
});
