/** Whether parsed JSON is an object with keys (not null, not an array): saved data, data files, codec input. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
