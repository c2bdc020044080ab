import { z } from 'zod';

/** Readable, stable slugs ("wracks", "realspace-raiders"): they end up in saved rosters and share URLs. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');

export const DatasheetIdSchema = SlugSchema.brand<'DatasheetId'>();
export type DatasheetId = z.infer<typeof DatasheetIdSchema>;

export const FactionIdSchema = SlugSchema.brand<'FactionId'>();
export type FactionId = z.infer<typeof FactionIdSchema>;

export const DetachmentIdSchema = SlugSchema.brand<'DetachmentId'>();
export type DetachmentId = z.infer<typeof DetachmentIdSchema>;

export const EnhancementIdSchema = SlugSchema.brand<'EnhancementId'>();
export type EnhancementId = z.infer<typeof EnhancementIdSchema>;

export const BattleSizeIdSchema = SlugSchema.brand<'BattleSizeId'>();
export type BattleSizeId = z.infer<typeof BattleSizeIdSchema>;

/** Model types, wargear, wargear options and choices are only unique inside their datasheet. */
export const ModelTypeIdSchema = SlugSchema.brand<'ModelTypeId'>();
export type ModelTypeId = z.infer<typeof ModelTypeIdSchema>;

export const WargearIdSchema = SlugSchema.brand<'WargearId'>();
export type WargearId = z.infer<typeof WargearIdSchema>;

export const WargearOptionIdSchema = SlugSchema.brand<'WargearOptionId'>();
export type WargearOptionId = z.infer<typeof WargearOptionIdSchema>;

export const AllowanceIdSchema = SlugSchema.brand<'AllowanceId'>();
export type AllowanceId = z.infer<typeof AllowanceIdSchema>;

/** A file of datasheets several factions share (the Space Marines datasheets every chapter takes). */
export const PackIdSchema = SlugSchema.brand<'PackId'>();
export type PackId = z.infer<typeof PackIdSchema>;
