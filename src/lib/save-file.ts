/** Hands a file to the browser's downloads, under `name`. */
export function saveFile({ blob, name }: { blob: Blob; name: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has taken the file: revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
