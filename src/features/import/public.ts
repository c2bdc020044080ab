/* What the import feature offers the others: the report of what reading a list gave (the "Check many lists" page opens a row in it). */
export { ImportReportView, type ReadListView } from './import-report-view';
