/**
 * Keeps keyboard focus in a list whose item is about to be removed: on the next item's button,
 * else the previous one's, else on `fallback` (the control that adds items). Called before the
 * removal, while the buttons are still in the page.
 */
export function focusAfterRemoval(list: HTMLElement | null, index: number, fallback: HTMLElement | null): void {
  const buttons = list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > li button')) : [];
  (buttons[index + 1] ?? buttons[index - 1] ?? fallback)?.focus();
}
