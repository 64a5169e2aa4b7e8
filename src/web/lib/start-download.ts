/**
 * Starts the browser's download of a file the server sends as an attachment, as a click on a download
 * link would: the page stays where it is, and an error answer never replaces it.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
