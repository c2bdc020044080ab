import type {
  BsCatalogue,
  BsCategoryEntry,
  BsInfoGroup,
  BsInfoLink,
  BsModifier,
  BsNode,
  BsProfile,
  BsRule,
} from './bs-types';
import { POINTS_COST_TYPE } from './game-constants';

/** A rule with where it was defined: rules from the game system are core rules, the others faction rules. */
export type SourcedRule = BsRule & { readonly isCore: boolean };

/**
 * One selection entry or group with every link resolved: link modifiers, constraints, costs and categories are merged
 * onto the target (the War Walkers link sets the shared "Heavy Weapons" group's min and max to 2), info links are
 * replaced by the profiles and rules they point to, and children are resolved the same way.
 */
export type Resolved = Pick<
  BsNode,
  | 'id'
  | 'name'
  | 'type'
  | 'hidden'
  | 'defaultSelectionEntryId'
  | 'comment'
  | 'constraints'
  | 'modifiers'
  | 'costs'
  | 'profiles'
  | 'categoryLinks'
  | 'associations'
> & {
  readonly kind: 'entry' | 'group';
  readonly linkId: string | undefined;
  /** The link's own sortIndex where it has one, else the target's. */
  readonly sortIndex: number | undefined;
  /** The link's own defaultAmount where it has one, else the target's. */
  readonly defaultAmount: number;
  readonly rules: readonly SourcedRule[];
  readonly children: readonly Resolved[];
  /** Links the importer could not follow (missing target, unknown info link type). */
  readonly unresolved: readonly string[];
};

const MAX_DEPTH = 40;

/** The catalogues visible from one faction catalogue: itself, what it links (transitively) and the game system. */
export class CatalogueSet {
  readonly primary: BsCatalogue;
  readonly catalogues: readonly BsCatalogue[];
  readonly gameSystem: BsCatalogue;
  private readonly nodes = new Map<string, BsNode>();
  private readonly nodeCatalogue = new Map<string, BsCatalogue>();
  private readonly profiles = new Map<string, BsProfile>();
  private readonly rules = new Map<string, SourcedRule>();
  private readonly infoGroups = new Map<string, BsInfoGroup>();
  readonly categories = new Map<string, BsCategoryEntry>();
  /** Cost types other than points (Crusade bookkeeping), which the importer leaves out. */
  readonly campaignCosts: ReadonlySet<string>;
  private readonly cache = new Map<string, Resolved>();

  constructor(primary: BsCatalogue, all: readonly BsCatalogue[]) {
    const gameSystem = all.find((c) => c.isGameSystem);
    if (!gameSystem) throw new Error('no game system (.gst) among the source files');
    this.primary = primary;
    this.gameSystem = gameSystem;
    const byId = new Map(all.map((c) => [c.id, c]));
    const seen: BsCatalogue[] = [];
    const visit = (c: BsCatalogue): void => {
      if (seen.includes(c)) return;
      seen.push(c);
      for (const link of c.catalogueLinks) {
        const target = byId.get(link.targetId);
        if (!target)
          throw new Error(
            `${c.fileName}: links catalogue "${link.name}" (${link.targetId}), which is not among the source files`,
          );
        visit(target);
      }
    };
    visit(primary);
    if (!seen.includes(gameSystem)) seen.push(gameSystem);
    this.catalogues = seen;
    for (const c of seen) this.index(c);
    this.campaignCosts = new Set(
      seen.flatMap((c) => c.costTypes.map((t) => t.id)).filter((id) => id !== POINTS_COST_TYPE),
    );
  }

  /**
   * Root entries a roster of this catalogue can pick: its own, and those of catalogues linked with importRootEntries,
   * except the ones those mark `import="false"` (kept for their own rosters).
   */
  rootEntries(): readonly { node: BsNode; catalogue: BsCatalogue }[] {
    const byId = new Map(this.catalogues.map((c) => [c.id, c]));
    const out: { node: BsNode; catalogue: BsCatalogue }[] = [];
    const seen = new Set<string>();
    const visit = (c: BsCatalogue): void => {
      if (seen.has(c.id)) return;
      seen.add(c.id);
      for (const node of c.rootEntries) if (c === this.primary || node.isImported) out.push({ node, catalogue: c });
      for (const link of c.catalogueLinks) {
        const target = byId.get(link.targetId);
        if (link.importRootEntries && target) visit(target);
      }
    };
    visit(this.primary);
    return out;
  }

  node(id: string): BsNode | undefined {
    return this.nodes.get(id);
  }

  /** The catalogue that defines an entry or group (a chapter's Intercessor Squad is Space Marines'). */
  catalogueOf(id: string): BsCatalogue | undefined {
    return this.nodeCatalogue.get(id);
  }

  category(id: string): BsCategoryEntry | undefined {
    return this.categories.get(id);
  }

  rule(id: string): SourcedRule | undefined {
    return this.rules.get(id);
  }

  /** Resolves an entry, group or link (see `Resolved`). */
  resolve(node: BsNode, depth = 0): Resolved {
    if (depth > MAX_DEPTH) throw new Error(`links nest deeper than ${MAX_DEPTH} levels at "${node.name}" (${node.id})`);
    if (node.kind !== 'link') {
      const cached = this.cache.get(node.id);
      if (cached) return cached;
      const own = this.resolveOwn(node, depth);
      this.cache.set(node.id, own);
      return own;
    }
    const target = node.targetId ? this.nodes.get(node.targetId) : undefined;
    if (!target || target.kind === 'link') {
      return {
        ...this.resolveOwn(node, depth),
        unresolved: [`link "${node.name}" to missing ${node.targetId ?? '(no target)'}`],
      };
    }
    if (node.type !== 'selectionEntry' && node.type !== 'selectionEntryGroup') {
      return { ...this.resolveOwn(node, depth), unresolved: [`link "${node.name}" of type ${node.type}`] };
    }
    const base = this.resolve(target, depth + 1);
    const linkOwn = this.resolveOwn(node, depth);
    const linkCostTypes = new Set(node.costs.map((c) => c.typeId));
    const linkHasPrimary = node.categoryLinks.some((c) => c.primary);
    return {
      ...base,
      linkId: node.id,
      hidden: node.hidden || base.hidden,
      sortIndex: node.sortIndex ?? base.sortIndex,
      defaultAmount: node.defaultAmount || base.defaultAmount,
      constraints: [...base.constraints, ...linkOwn.constraints],
      modifiers: [...base.modifiers, ...linkOwn.modifiers],
      costs: [...base.costs.filter((c) => !linkCostTypes.has(c.typeId)), ...node.costs],
      profiles: [...base.profiles, ...linkOwn.profiles],
      rules: [...base.rules, ...linkOwn.rules],
      categoryLinks: [
        ...base.categoryLinks.map((c) => (linkHasPrimary ? { ...c, primary: false } : c)),
        ...node.categoryLinks.filter((c) => !base.categoryLinks.some((b) => b.targetId === c.targetId && !c.primary)),
      ],
      associations: [...base.associations, ...node.associations],
      children: [...base.children, ...linkOwn.children],
      unresolved: [...base.unresolved, ...linkOwn.unresolved],
    };
  }

  /**
   * The profiles and rules info links point to, each hidden where the link or the target is (a condition on either
   * hides it: callers evaluate them). Info groups are followed into their own links.
   */
  followInfoLinks(
    links: readonly BsInfoLink[],
    depth = 0,
  ): { profiles: BsProfile[]; rules: SourcedRule[]; unresolved: string[] } {
    const profiles: BsProfile[] = [];
    const rules: SourcedRule[] = [];
    const unresolved: string[] = [];
    if (depth > MAX_DEPTH)
      throw new Error(`info groups nest deeper than ${MAX_DEPTH} levels at "${links[0]?.name ?? ''}"`);
    for (const info of links) {
      if (info.type === 'profile') {
        const p = this.profiles.get(info.targetId);
        if (p) profiles.push({ ...p, hidden: p.hidden || info.hidden, modifiers: [...p.modifiers, ...info.modifiers] });
        else unresolved.push(`profile link "${info.name}" to missing ${info.targetId}`);
      } else if (info.type === 'rule') {
        const r = this.rules.get(info.targetId);
        if (r)
          rules.push({
            ...r,
            name: appendName(r.name, info.modifiers),
            hidden: r.hidden || info.hidden,
            modifiers: [...r.modifiers, ...info.modifiers],
          });
        else unresolved.push(`rule link "${info.name}" to missing ${info.targetId}`);
      } else if (info.type === 'infoGroup') {
        const g = this.infoGroups.get(info.targetId);
        if (!g) {
          unresolved.push(`info group link "${info.name}" to missing ${info.targetId}`);
          continue;
        }
        const hiding = info.modifiers.filter((m) => m.field === 'hidden');
        const hide = <T extends { hidden: boolean; modifiers: readonly BsModifier[] }>(x: T): T => ({
          ...x,
          hidden: x.hidden || info.hidden,
          modifiers: [...hiding, ...x.modifiers],
        });
        const inner = this.followInfoLinks(g.infoLinks, depth + 1);
        profiles.push(...[...g.profiles, ...inner.profiles].map(hide));
        rules.push(...[...g.rules.map((r) => ({ ...r, isCore: false })), ...inner.rules].map(hide));
        unresolved.push(...inner.unresolved);
      } else {
        unresolved.push(`info link "${info.name}" of type ${info.type}`);
      }
    }
    return { profiles, rules, unresolved };
  }

  private resolveOwn(node: BsNode, depth: number): Resolved {
    const linked = this.followInfoLinks(node.infoLinks);
    const unresolved = linked.unresolved;
    const profiles: BsProfile[] = [...node.profiles, ...linked.profiles];
    const rules: SourcedRule[] = [...node.rules.map((r) => ({ ...r, isCore: false })), ...linked.rules];
    return {
      kind: node.kind === 'group' || (node.kind === 'link' && node.type === 'selectionEntryGroup') ? 'group' : 'entry',
      id: node.id,
      linkId: undefined,
      name: node.name,
      type: node.kind === 'entry' ? node.type : '',
      hidden: node.hidden,
      defaultSelectionEntryId: node.defaultSelectionEntryId,
      sortIndex: node.sortIndex,
      defaultAmount: node.defaultAmount,
      comment: node.comment,
      constraints: node.constraints,
      modifiers: node.modifiers,
      costs: node.costs,
      profiles,
      rules,
      categoryLinks: node.categoryLinks,
      associations: node.associations,
      children: node.children.map((c) => this.resolve(c, depth + 1)),
      unresolved,
    };
  }

  private index(c: BsCatalogue): void {
    const put = (n: BsNode): void => {
      if (n.kind !== 'link' && !this.nodes.has(n.id)) {
        this.nodes.set(n.id, n);
        this.nodeCatalogue.set(n.id, c);
      }
      for (const child of n.children) put(child);
    };
    for (const n of [...c.sharedEntries, ...c.sharedGroups, ...c.rootEntries]) put(n);
    for (const p of c.sharedProfiles) if (!this.profiles.has(p.id)) this.profiles.set(p.id, p);
    for (const r of [...c.sharedRules, ...c.rules])
      if (!this.rules.has(r.id)) this.rules.set(r.id, { ...r, isCore: c.isGameSystem });
    for (const g of c.sharedInfoGroups) if (!this.infoGroups.has(g.id)) this.infoGroups.set(g.id, g);
    for (const cat of c.categories) if (!this.categories.has(cat.id)) this.categories.set(cat.id, cat);
  }
}

/** Whether a modifier appends to a rule's name whatever the roster holds: `Scouts` with `9"` reads `Scouts 9"`. */
export function appendsToName(m: BsModifier): boolean {
  return (
    m.field === 'name' &&
    m.type === 'append' &&
    m.scope === undefined &&
    m.affects === undefined &&
    m.when.conditions.length === 0 &&
    m.when.groups.length === 0
  );
}

/** A rule's name as the datasheet prints it, with what its info link appends (`Scouts 9"`). */
function appendName(name: string, modifiers: readonly BsModifier[]): string {
  return modifiers.filter(appendsToName).reduce((n, m) => `${n} ${m.value}`, name);
}
