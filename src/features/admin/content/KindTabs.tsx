import { CONTENT_KINDS } from '../../../shared/admin/content-kinds.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { ConsoleTab, ConsoleTabs } from '../common/ConsoleTabs.tsx';

/** The kinds as tabs, the one shown current. */
export function KindTabs() {
  return (
    <ConsoleTabs label={adminContentT.kindsLabel}>
      {CONTENT_KINDS.map((kind) => (
        <ConsoleTab key={kind.key} to="/admin/content/$kind" params={{ kind: kind.key }} data-testid={`content-kind-${kind.key}`}>
          {kind.what}
        </ConsoleTab>
      ))}
    </ConsoleTabs>
  );
}
