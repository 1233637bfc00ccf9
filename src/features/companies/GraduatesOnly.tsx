import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { t } from '../../strings.ts';

/** Where a detail's graduate-only part (contacts, positions) would be, for a caller the list refuses. */
export function GraduatesOnly() {
  return (
    <MessageBar intent="info" data-testid="graduates-only">
      <MessageBarBody>{t.access.graduatesOnly}</MessageBarBody>
    </MessageBar>
  );
}
