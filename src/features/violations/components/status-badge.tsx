import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Violation } from '../api/violations-api';
import { isOpen } from '../lib/violations';

/** Where a notice stands, in words (never by colour alone). */
export function ViolationStatusBadge({ status }: { status: Violation['status'] }) {
  const { t } = useTranslation('violations');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        isOpen({ status }) ? 'bg-brand text-brand-contrast' : 'bg-surface-muted text-ink',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
