/**
 * Saves `text` as a file: through an object URL rather than a data: link, which browsers cap (Chromium at 2 MB) and
 * a set-aside copy of damaged saved lists can pass.
 */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; a minute is ample for a slow disk.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
