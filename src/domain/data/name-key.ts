/**
 * How a name typed or pasted by a player compares with the data's names: case, accents (Khârn / Kharn),
 * typographic apostrophes (T’au / T'au), hyphens and spacing never make a difference.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[-–—_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
