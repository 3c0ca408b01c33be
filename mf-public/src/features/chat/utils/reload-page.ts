/** A fresh page load: the simplest way to start a brand-new chat (and a seam for tests, where jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
