/**
 * The name this browser's player last gave (a game on this screen, an identity, a seat taken by
 * invitation): offered again next time, so nobody types it twice. Kept in localStorage.
 */
const KEY = 'tnt.name';

export function loadLastName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveLastName(name: string): void {
  try {
    if (name.trim() !== '') localStorage.setItem(KEY, name.trim());
  } catch {
    // Not kept: the name is asked for again next time.
  }
}

/** A name as typed, or null for one of only spaces (the form then asks for a name). */
export const typedName = (name: string): string | null => (name.trim() === '' ? null : name.trim());
