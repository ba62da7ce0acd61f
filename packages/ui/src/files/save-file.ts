/**
 * Hands a file fetched by the page (a CSV, a wallet pass) to the browser to save or open, under
 * `fileName`. The file is fetched through the api-client rather than by following a link, so an
 * expired access token is refreshed like on any call.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
