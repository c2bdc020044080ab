/** "Reaper’s Wager" → "reapers-wager", "Khârn the Betrayer" → "kharn-the-betrayer": ids readable in a saved roster. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'unnamed' : slug;
}

/** Hands out slugs unique within one scope (a datasheet's wargear, a faction's datasheets), suffixing -2, -3 … on clashes. */
export class SlugScope {
  private readonly used = new Set<string>();

  has(slug: string): boolean {
    return this.used.has(slug);
  }

  take(name: string, preferred?: string): string {
    const base = preferred ?? slugify(name);
    let slug = base;
    for (let n = 2; this.used.has(slug); n += 1) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
