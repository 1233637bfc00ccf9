import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../lib/image-upload.ts';
import { adminEditor } from '../../strings/admin-editor.ts';

/** Why a picked, pasted or dropped file cannot be uploaded (the server's own limits), or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!UPLOAD_TYPES.includes(file.type)) return adminEditor.uploadWrongType;
  if (file.size > MAX_UPLOAD_BYTES) return adminEditor.uploadTooLarge;
  return null;
}

/** The image files a paste or drop carries (other files are not the editor's business). */
export function imageFilesOf(data: DataTransfer | null | undefined): File[] {
  return Array.from(data?.files ?? []).filter((f) => f.type.startsWith('image/'));
}

/**
 * A first alt text for an uploaded picture: its file name when a person chose it ('2024校庆合影.jpg'), a neutral word
 * when a camera or WeChat did ('IMG_1234.JPG', 'mmexport1700000000000.jpg', 'image.png').
 */
export function defaultAlt(file: File): string {
  const name = file.name.replace(/\.[a-z0-9]+$/i, '').trim();
  const generic = /^(img|image|dsc|dscn|dcim|pxl|photo|pic|mmexport|wx_camera|screenshot|截图|微信图片|屏幕截图)?[\s_\-.\d]*$/i;
  return !name || generic.test(name) ? adminEditor.defaultAlt : name;
}
