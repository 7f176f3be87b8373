/**
 * Puts text on the clipboard. The Clipboard API needs a secure page and a recent browser, so an old
 * laptop or a plain-http page falls back to selecting a hidden textarea and the older copy command.
 * Resolves false when neither works, so the caller can say so instead of pretending.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the older way below.
  }
  return copyWithHiddenTextarea(text);
}

function copyWithHiddenTextarea(text: string): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    // Deprecated, but the only way on browsers without the Clipboard API.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previousFocus?.focus();
  return copied;
}
