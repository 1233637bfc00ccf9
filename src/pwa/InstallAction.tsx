import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { t } from '../strings.ts';
import { promptInstall, useInstall } from './install.ts';

/**
 * 添加到主屏幕 where the browser offers it, the two iOS steps on iOS Safari, nothing once installed.
 * `compact` is the desktop header's single unobtrusive entry.
 */
export function InstallAction({ compact }: { compact?: boolean }) {
  const { canPrompt, installed, iosSteps } = useInstall();
  if (installed) return null;
  if (canPrompt) {
    return (
      <Button
        appearance={compact ? 'transparent' : 'secondary'}
        icon={<ArrowDownloadRegular />}
        className={compact ? 'install-entry' : undefined}
        data-testid={compact ? 'install-header' : 'install-action'}
        onClick={() => void promptInstall()}
      >
        {compact ? t.pwa.installDesktop : t.pwa.addToHome}
      </Button>
    );
  }
  if (iosSteps && !compact) {
    return (
      <p className="install-ios" data-testid="install-ios">
        {t.pwa.iosSteps}
      </p>
    );
  }
  return null;
}
