// Queries of the screens' tests that Testing Library does not have.

/** The error text an input is described by (Mantine links it with aria-describedby). */
export function describedErrorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => !!element && element.id.endsWith('-error'))
    .map((element) => element.textContent ?? '')
    .join(' ');
}
