import { Badge, Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useSessionState } from '../../session/context.tsx';
import { t } from '../../strings.ts';
import { notify } from '../../lib/notify.ts';
import { saveFile } from '../../lib/save-file.ts';
import { siteInfo } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { AlumCard } from './AlumCard.tsx';
import { hasAlumCard } from './card-data.ts';
import { alumUserInfoQueryOptions, cardImageQueryOptions, cardTemplateQueryOptions } from './queries.ts';
import { cardToPng } from './save-card.ts';
import './alum-card.css';

const statusColor: Record<string, 'success' | 'warning' | 'danger'> = { verified: 'success', pending: 'warning', rejected: 'danger' };

/** My alumni card: the active default template filled with my details, its review status, and a PNG to keep. */
export function AlumCardPage() {
  const { userType } = useSessionState();
  if (!hasAlumCard(userType)) {
    return (
      <div className="empty-state" data-testid="card-members-only">
        <p>{t.card.membersOnly}</p>
        <Link to="/my/organization">{t.card.membersLink}</Link>
      </div>
    );
  }
  return <AlumniCard />;
}

function AlumniCard() {
  const { user } = useSessionState();
  const { data: info } = useSuspenseQuery(alumUserInfoQueryOptions());
  const { data: template } = useSuspenseQuery(cardTemplateQueryOptions());
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  const { data: photo } = useSuspenseQuery(cardImageQueryOptions(info.photo ?? ''));
  const { data: background } = useSuspenseQuery(cardImageQueryOptions(template?.background ?? ''));
  const svg = useRef<SVGSVGElement>(null);
  const save = useMutation({
    mutationFn: () => cardToPng(svg.current!),
    onSuccess: (png) => {
      saveFile({ blob: png, name: t.card.fileName(info.cardNo ?? '') });
      notify({ intent: 'success', text: t.card.saved });
    },
    onError: () => notify({ intent: 'error', text: t.card.saveFailed }),
  });

  // A backend with the spec's fields alone sends no status or code: the session has them from the login record and the id.
  const status = info.userStatus ?? user.userStatus;
  const studentNo = info.userCode ?? user.userCode;
  const statusBlock = (
    <p className="alum-card-page__status" data-testid="card-status">
      <span>{t.card.status}</span>
      <Badge appearance="filled" color={statusColor[status] ?? 'informative'}>
        {t.card.statuses[status] ?? status}
      </Badge>
      {status === 'rejected' && info.cardRejectReason && <span>{t.card.rejectReason(info.cardRejectReason)}</span>}
    </p>
  );

  if (!template) {
    return (
      <div className="alum-card-page">
        {statusBlock}
        <p className="empty-state">{t.card.noTemplate}</p>
        <dl className="settings__facts">
          <div>
            <dt>{t.card.name}</dt>
            <dd>{info.name}</dd>
          </div>
          <div>
            <dt>{t.card.studentNo}</dt>
            <dd>{studentNo}</dd>
          </div>
          <div>
            <dt>{t.card.cardNo}</dt>
            <dd>{info.cardNo || t.card.noCardNo}</dd>
          </div>
        </dl>
      </div>
    );
  }

  return (
    <div className="alum-card-page">
      {statusBlock}
      <div className="alum-card-page__frame">
        <AlumCard
          ref={svg}
          face={{
            siteName: siteInfo(dicts).name,
            name: info.name,
            studentNo,
            faculty: info.faculty ?? '',
            graduationYear: info.graduationYear,
            cardNo: info.cardNo ?? '',
            qr: info.cardQr,
            photo,
            background,
            textColor: template.textColor,
            accentColor: template.accentColor,
            layout: template.layout,
          }}
        />
      </div>
      <p className="alum-card-page__usage">{t.card.usage}</p>
      <Button
        appearance="primary"
        icon={<ArrowDownloadRegular />}
        disabled={save.isPending}
        onClick={() => save.mutate()}
        data-testid="card-save"
      >
        {save.isPending ? t.card.saving : t.card.save}
      </Button>
    </div>
  );
}
