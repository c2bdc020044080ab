/**
 * Where a characteristics or weapons table is shown. In the app it is a `stat-table` under its caption, scrolling
 * sideways on a phone; on paper it is a ruled `print-table` (print.css), named by the unit's heading above it.
 */
export type StatTableLook = 'screen' | 'print';

export const STAT_TABLE_CLASS: Readonly<Record<StatTableLook, string>> = { screen: 'stat-table', print: 'print-table' };
