import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentKind } from '../../../shared/admin/content-kinds.ts';
import type { AdminContentDetail } from '../../../shared/api/admin-content.ts';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { notify } from '../../../lib/notify.ts';
import { adminContentT } from '../../../strings/admin.ts';
import { adminContentApi } from './api.ts';
import { contentRecordQueryOptions, invalidateContentLists } from './queries.ts';

export type ContentAction = 'publish' | 'withdraw' | 'remove' | 'restore';

const done: Record<ContentAction, string> = {
  publish: adminContentT.published,
  withdraw: adminContentT.withdrawn,
  remove: adminContentT.removed,
  restore: adminContentT.restored,
};

/**
 * A record's state changes, from the list or the editor: withdrawing and deleting ask first; each keeps the record's
 * query and the kind's lists current. `busy` names the record whose change is under way.
 */
export function useContentActions(kind: ContentKind) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (action: ContentAction, id: number, title: string): Promise<AdminContentDetail | undefined> => {
    if (action === 'remove' || action === 'withdraw') {
      const ok = await confirmDialog({
        title: action === 'remove' ? adminContentT.confirmRemoveTitle : adminContentT.confirmWithdrawTitle,
        body: action === 'remove' ? adminContentT.confirmRemove(title) : adminContentT.confirmWithdraw(title),
        intent: 'warning',
      });
      if (!ok) return undefined;
    }
    setBusy(id);
    try {
      const record = await adminContentApi[action](kind.key, id);
      queryClient.setQueryData(contentRecordQueryOptions(kind.key, id).queryKey, record);
      await invalidateContentLists(queryClient, kind.key);
      const scheduled = action === 'publish' && Date.parse(String(record.publishedAt)) > Date.now();
      notify({ intent: 'success', text: scheduled ? adminContentT.scheduled : done[action] });
      return record;
    } catch {
      // the http layer has told the user
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  return { run, busy };
}
