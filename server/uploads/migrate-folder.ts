import fs from 'node:fs';
import path from 'node:path';
import { storedName, type UploadStore } from './store.ts';

export interface FolderCopy {
  /** Files now in the store that were not before. */
  copied: number;
  /** Files the store held already (a run before this one): left as they are. */
  present: number;
  /** Files whose names the upload route never gives: not pictures of the portal's, not copied. */
  skipped: string[];
}

/** Copies an uploads folder into a store; running it again copies only what is new. The folder is left as it was. */
export async function copyFolderIntoStore(dir: string, store: UploadStore): Promise<FolderCopy> {
  const result: FolderCopy = { copied: 0, present: 0, skipped: [] };
  if (!fs.existsSync(dir)) return result;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || !storedName.test(entry.name)) {
      result.skipped.push(entry.name);
      continue;
    }
    if (await store.put(entry.name, await fs.promises.readFile(path.join(dir, entry.name)))) result.copied++;
    else result.present++;
  }
  return result;
}

/** The run's outcome as `npm run uploads:migrate` prints it. */
export function folderCopySummary(copy: FolderCopy, dir: string, where: string): string {
  const skipped = copy.skipped.length ? `；跳过 ${copy.skipped.length} 个不是上传图片的文件（${copy.skipped.join('、')}）` : '';
  return `上传文件迁移完成：从 ${dir} 复制 ${copy.copied} 个到${where}，${copy.present} 个已在其中${skipped}。原文件夹未改动，确认无误后可自行删除。`;
}
