import { formatFileSize } from '@/lib/file-size';
import { ReportCategory, ReportFormats, ReportStatus, type BoardReport } from '../../api/board-api';
import { reportFileName } from '../../lib/report-file';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { ReportDownload } from '../report-download';

/** The page's grid, filters and details. */
export const reportsBoard: BoardGridConfig<BoardReport> = {
  page: 'reports',
  ...boardLists.reports,
  rowId: (report) => report.id,
  title: (report) => report.name,
  titleSize: 260,
  columns: (ctx) => [
    ctx.choice('category', (report) => report.category, 140),
    ctx.choice('format', (report) => report.format, 110),
    ctx.date('periodEnd', (report) => report.periodEnd),
    ctx.time('generatedAt', (report) => report.generatedAt),
    {
      ...ctx.number('size', (report) => report.size, 110),
      cell: (report) => (report.size === undefined ? '' : formatFileSize(report.size, ctx.locale)),
    },
    ctx.choice('status', (report) => report.status, 120),
    {
      id: 'download',
      header: ctx.header('download'),
      value: (report) => reportFileName(report),
      cell: (report) => <ReportDownload report={report} />,
      sortable: false,
      size: 200,
    },
  ],
  defaultSort: [{ id: 'generatedAt', desc: true }],
  search: (report) => [report.name, report.description],
  filters: [
    { column: 'category', values: Object.values(ReportCategory) },
    { column: 'format', values: Object.values(ReportFormats) },
    { column: 'status', values: Object.values(ReportStatus) },
  ],
  details: (report, ctx) => [
    [ctx.header('description'), report.description],
    [ctx.header('category'), ctx.label('category', report.category)],
    [ctx.header('format'), ctx.label('format', report.format)],
    [ctx.header('periodEnd'), ctx.day(report.periodEnd)],
    [ctx.header('generatedAt'), ctx.instant(report.generatedAt)],
    [
      ctx.header('size'),
      report.size === undefined ? null : formatFileSize(report.size, ctx.locale),
    ],
    [ctx.header('status'), ctx.label('status', report.status)],
  ],
  actions: (report) => <ReportDownload report={report} />,
};

/** SPEC §2 board: the reports the board can download. */
export function ReportsPage() {
  return <BoardGridPage config={reportsBoard} />;
}
