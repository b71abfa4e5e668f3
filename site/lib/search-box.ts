/**
 * What a search form's box (`name="search"`) holds now, however it got there: typed, pasted,
 * autofilled, or set by a script with no input event, and before or after its island hydrated.
 * React only hears of input events it was listening for, so a copy kept in state can miss text
 * the box shows; what the box shows is what a visitor searches.
 */
export function searchBoxText(form: HTMLFormElement | null): string {
  const value = form ? new FormData(form).get('search') : null;
  return typeof value === 'string' ? value : '';
}

/** Shows `text` in a search form's box: for an island that leaves the box to the browser, its only writes (the address's search, Clear). */
export function showInSearchBox(form: HTMLFormElement | null, text: string): void {
  const box = form?.elements.namedItem('search');
  if (box instanceof HTMLInputElement) box.value = text;
}
