import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import { api } from '../../api/calls';
import { session } from '../../api/session';
import { Action, Cell, CellGroup, Msg, NotReady, Page } from '../../components/ui';
import { minute } from '../../lib/dates';
import { useLoad } from '../../lib/use-load';
import { useReloadOnShow } from '../../lib/use-reload-on-show';
import { t } from '../../strings';
import './index.css';

// 我的申请: the card application's status (审核中 / 已通过 / 未通过), the reviewer's reason when 未通过, and
// 修改后重新提交, which opens the application form prefilled (PUT /api/mp/application).

async function load() {
  await session({ fresh: true });
  return api.application();
}

export default function Application() {
  const [state, reload] = useLoad(load);
  useReloadOnShow(reload);

  if (state.status !== 'ready')
    return (
      <Page testId="application">
        <NotReady state={state} onRetry={reload} />
      </Page>
    );
  const app = state.data;
  if (app.status === 'none')
    return (
      <Page testId="application">
        <Msg tone="info" title={t.application.none} testId="application-none">
          <Action onTap={() => void Taro.navigateTo({ url: '/pages/apply/index' })}>{t.application.applyNow}</Action>
        </Msg>
      </Page>
    );
  const word = t.application.statuses[app.status] ?? app.status;
  return (
    <Page testId="application">
      <CellGroup>
        <Cell
          title={t.application.status}
          value={
            <View className={`status status--${app.status}`} data-testid="application-status">
              {word}
              {app.status === 'pending' && app.resubmitted ? t.application.resubmitted : ''}
            </View>
          }
        />
        {app.status === 'rejected' && app.reason && (
          <Cell
            title={t.application.reason}
            description={
              <View className="reason" data-testid="application-reason">
                {app.reason}
              </View>
            }
          />
        )}
        {app.status === 'pending' && app.resubmitted && app.previousReason && (
          <Cell title={t.application.previousReason} description={app.previousReason} />
        )}
        {app.submittedAt && <Cell title={t.application.submittedAt} value={minute(app.submittedAt)} />}
        {app.decidedAt && <Cell title={t.application.decidedAt} value={minute(app.decidedAt)} />}
      </CellGroup>
      {app.values && (
        <CellGroup>
          <Cell title={t.application.name} value={app.values.name} />
          <Cell title={t.application.studentNo} value={app.values.studentNo} />
          <Cell title={t.application.faculty} value={app.values.faculty} />
          <Cell title={t.application.graduationYear} value={String(app.values.graduationYear)} />
        </CellGroup>
      )}
      {app.status === 'rejected' && (
        <View className="actions">
          <Action onTap={() => void Taro.navigateTo({ url: '/pages/apply/index?mode=resubmit' })} testId="application-resubmit">
            {t.application.resubmit}
          </Action>
        </View>
      )}
      {app.status === 'verified' && (
        <View className="actions">
          <Action kind="default" onTap={() => void Taro.navigateTo({ url: '/pages/card/index' })}>
            {t.home.card}
          </Action>
        </View>
      )}
    </Page>
  );
}
