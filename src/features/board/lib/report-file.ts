import { safeFileName } from '@/components/data-table';
import type { BoardReport } from '../api/board-api';

/** The name a downloaded report is saved under: its name, made safe, with its format's extension. */
export function reportFileName(report: Pick<BoardReport, 'name' | 'format' | 'id'>): string {
  return `${safeFileName(report.name, `report-${String(report.id)}`)}.${report.format}`;
}

/** Whether the report's file can be downloaded yet (SPEC: only a ready report has one). */
export function canDownload(report: Pick<BoardReport, 'status'>): boolean {
  return report.status === 'ready';
}
