import type { chooseUploadStore, UploadStoreKind } from '../uploads/choose.ts';
import { BackupError } from './archive.ts';

/** The store the backup scripts work with: a configuration the server would refuse is refused here too. */
export function uploadStoreOf(choice: ReturnType<typeof chooseUploadStore>): UploadStoreKind {
  if ('problem' in choice) throw new BackupError(choice.problem);
  return choice.kind;
}

/** Said after a backup or restore of a deployment whose uploads are in S3: they are not in the file. */
export const S3_BACKUP_NOTE = '上传图片保存在对象存储中，不在此备份内：请开启存储桶的版本控制或跨区域复制来保护它们。';
