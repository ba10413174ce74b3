import { describe, expect, it } from 'vitest';
import { canDownload, reportFileName } from './report-file';

describe('report files', () => {
  it('are saved under their name with the extension of their format', () => {
    expect(reportFileName({ id: 16701, name: 'Balance sheet – October 2026', format: 'pdf' })).toBe(
      'Balance-sheet-October-2026.pdf',
    );
    expect(reportFileName({ id: 16704, name: 'Homeowner roster', format: 'csv' })).toBe(
      'Homeowner-roster.csv',
    );
    expect(reportFileName({ id: 16709, name: '///', format: 'xlsx' })).toBe('report-16709.xlsx');
  });

  it('can be downloaded only when ready', () => {
    expect(canDownload({ status: 'ready' })).toBe(true);
    expect(canDownload({ status: 'generating' })).toBe(false);
    expect(canDownload({ status: 'failed' })).toBe(false);
  });
});
